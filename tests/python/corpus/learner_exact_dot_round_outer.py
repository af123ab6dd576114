import torch
torch.manual_seed(7)
# dot: one float sum in index order, over lengths around the 8- and 16-wide vector tails
for n in [1, 2, 7, 8, 9, 15, 16, 17, 31, 32, 33, 127, 129]:
    a = torch.randn(n) * 10
    b = torch.randn(n)
    print(n, torch.dot(a, b).item(), a.dot(b).item() == (a @ b).item())
# round(decimals=...): nearbyint(x * 10^d) / 10^d in float, negative d the other way round
x = torch.randn(37) * 1000
for d in [-2, -1, 0, 1, 2, 3]:
    print(d, x.round(decimals=d).sum().item(), x.round(decimals=d)[:3].tolist())
# outer: one product per element
u = torch.randn(9)
v = torch.randn(17)
print(torch.outer(u, v).sum().item(), torch.outer(u, v)[-1, -3:].tolist())
