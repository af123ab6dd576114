import torch

torch.manual_seed(1234)
for n in [1, 3, 4, 5, 7, 8, 9, 12, 15, 16, 17, 19, 33]:
    a = (torch.randn(n) * 3).double() + torch.randn(n).double() / 7
    b = (torch.randn(n) * 2).double() - 0.3
    print(n, (a + b).tolist(), (a - b).tolist(), (a * b).tolist(), (a / b).tolist())
    print((a * 0.1).tolist(), (0.3 / a).tolist(), (a - 1.7).tolist(), a.abs().sqrt().tolist())
    print((a > b).tolist(), (a <= 0.1).tolist(), a.argmax().item(), a.min().item())
    print(torch.arange(0, n * 0.1, 0.1, dtype=torch.float64).tolist())
    print(torch.arange(-1.3, n * 0.37, 0.37, dtype=torch.float64).tolist())
    h = (torch.randn(n) * 50).half()
    g = torch.randn(n).half()
    print(h.tolist(), (h + g).tolist(), (h * g).tolist(), (h / g).tolist(), (h * 0.1).tolist(), (h - 0.3).tolist())
    print((h > g).tolist(), g.abs().tolist(), (h.double() * 1.1).tolist())
    i = (torch.randn(n) * 1e9).int()
    j = (torch.randn(n) * 1e5).int()
    print(i.tolist(), (i + j).tolist(), (i * j).tolist(), (i - j).tolist(), (i / j).tolist(), (i * 7).tolist())
    print((i.double() / 3).tolist(), i.half().tolist(), a.int().tolist(), a.half().tolist())
for n in [8, 9, 13, 16, 23, 40]:
    print(torch.arange(-2.1, -2.1 + n * 0.37, 0.37, dtype=torch.float64).tolist())
    print(torch.arange(0.3, 0.3 + n * 0.13, 0.13, dtype=torch.float64).tolist())
for n in [1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 33, 64, 65, 127, 200, 257, 1000, 1025, 4099]:
    v = (torch.randn(n) * 10).double() / 3
    print(n, v.sum().item(), v.mean().item(), v.view(1, n).sum().item(), torch.sum(v).item(), torch.mean(v).item())
print(torch.randn(2, 3).double().sum(), torch.tensor([], dtype=torch.float64).sum())
for n in [2, 3, 4, 5, 7, 8, 9, 16, 17, 33, 100, 257, 1001]:
    v = (torch.randn(n) * 4 + 1).double() / 3
    print(n, v.var().item(), v.std().item(), v.var(unbiased=False).item(), torch.std(v).item())
for n in [3, 9, 17]:
    x = torch.cat([torch.tensor([float('nan')], dtype=torch.float64), torch.randn(n - 1).double()])
    print(x.clamp(-0.3, 0.7).tolist(), x.clamp(min=0.1).tolist(), torch.clamp(x, max=-0.25).tolist())
for n in [1, 2, 3, 5, 8, 9, 15, 16, 17, 33]:
    print(n, torch.linspace(-1.3, 2.7, n, dtype=torch.float64).tolist(), torch.linspace(0, 1, n, dtype=torch.float64).tolist())
