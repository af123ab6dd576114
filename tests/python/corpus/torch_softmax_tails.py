import torch
torch.manual_seed(42)
for n in [1, 7, 8, 9, 16, 17, 33]:
    x = torch.randn(2, n) * 3
    print(n, torch.softmax(x, dim=-1).tolist())
    print(n, torch.log_softmax(x, dim=-1).tolist())
    print(n, x.exp().tolist())
x = torch.randn(3, 70)
print(x.softmax(-1))
print(x.softmax(-1)[1].tolist())
