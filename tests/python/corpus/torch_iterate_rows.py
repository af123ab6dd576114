import torch
t = torch.arange(6).view(2, 3)
f = torch.arange(6.).view(2, 3)
for row in t:
    print(row, row.sum().item())
print([r.tolist() for r in f], list(f[0]), sum(torch.tensor([1.5, 2.5])))
for a, b in zip(t[0], f[1]):
    print(a.item(), b.item(), a + b)
w = torch.ones(2, requires_grad=True)
print(w.grad, f.grad, len(t), t.T.shape)
