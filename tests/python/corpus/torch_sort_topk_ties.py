import torch
torch.manual_seed(3)
# few distinct values, so most elements tie: the order of equal values shows the kernel's algorithm
for n in [1, 2, 3, 5, 15, 16, 17, 31, 33, 64, 65, 100, 129, 300]:
    x = torch.randint(0, 4, (n,)).float()
    print(n, "sort", x.sort().indices.tolist())
    print(n, "desc", x.sort(descending=True).indices.tolist())
    print(n, "stable", x.sort(descending=True, stable=True).indices.tolist())
    for k in sorted({1, 2, n // 3, n // 2, n}):
        if k < 1:
            continue
        top = x.topk(k)
        print(n, k, "top", top.indices.tolist(), top.values.tolist())
        print(n, k, "low", x.topk(k, largest=False).indices.tolist())
        print(n, k, "unsorted", x.topk(k, sorted=False).indices.tolist())
m = torch.randint(-3, 3, (5, 70))
print(m.argsort(dim=1)[:, :20].tolist())
print(m.argsort(dim=0, descending=True)[:, :20].tolist())
print(m.topk(3, dim=0).indices.tolist())
print(torch.topk(m.float(), 2, dim=1, largest=False))
x = torch.tensor([0.5, float('nan'), -0.0, 0.0, 2.0, float('nan'), -1.0, float('inf'), 0.5])
print(x.sort(), x.sort(descending=True), x.topk(3), x.topk(3, largest=False), sep="\n")
print(x.argsort(), torch.sort(x, stable=True).indices)
big = torch.randint(0, 3, (2, 1000))
print(big.topk(5).indices.tolist(), big.topk(15, dim=-1).indices.tolist())
print(big.float().sort(dim=1).indices[:, ::50].tolist())
