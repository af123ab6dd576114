import torch

a = torch.tensor([1.0, 2.0, float('nan'), float('inf'), 1e-9, 5.0])
b = torch.tensor([1.0 + 1e-6, 2.1, float('nan'), float('inf'), 0.0, float('inf')])
print(torch.isclose(a, b))
print(torch.isclose(a, b, equal_nan=True))
print(a.isclose(b, rtol=0.1))
print(torch.isclose(a, b, 0.1, 0.01))
print(torch.allclose(a[:2], b[:2], rtol=0.1), torch.allclose(a[5:], b[5:], rtol=0.1))
print(torch.isclose(torch.arange(3), torch.tensor([0, 1, 3])))
print(torch.isclose(torch.ones(2, 1), torch.ones(3)))
for call in [lambda: torch.isclose(torch.arange(3), torch.arange(3.)), lambda: torch.isclose(a, b[:2]),
             lambda: torch.isclose(a, b, rtol=-1), lambda: torch.isclose(a, b, atol=-0.5)]:
    try:
        print(call())
    except RuntimeError as e:
        print("RuntimeError:", e)

x = torch.tensor([[1., 2.], [3., 4.]])
y = torch.tensor([[0., 2.5], [1., 7.]])
print(torch.dist(x, y))
print(torch.dist(x, y, 1))
print(x.dist(y, float('inf')))
print(x.dist(y, 0))
print(torch.dist(x, y[0]))
print(torch.dist(x.clone().requires_grad_(), y))
try:
    torch.dist(torch.arange(3), torch.arange(3))
except RuntimeError as e:
    print("RuntimeError:", e)
torch.manual_seed(1)
for n in [3, 8, 13, 33]:
    p, q = torch.randn(n), torch.randn(n)
    print(n, torch.dist(p, q).item(), torch.dist(p, q, 1).item(), torch.dist(p, q, float('inf')).item())

print(torch.histc(torch.tensor([1., 2, 1]), bins=4, min=0, max=3))
print(torch.histc(torch.tensor([1., 2, 1, 5]), bins=5))
print(torch.tensor([1., 2, 1, 5]).histc(3))
print(torch.histc(torch.tensor([2., 2]), bins=3))
print(torch.histc(torch.randn(2, 3, requires_grad=True), bins=3))
data = torch.randn(1000)
print(torch.histc(data, bins=10))
print(torch.histc(data, bins=7, min=-1, max=1))
print(torch.histc(torch.arange(0., 1.01, 0.01), bins=10))
for bins in [3, 7, 9, 13]:
    print(torch.histc(torch.arange(0., 5.0, 0.1), bins=bins, min=0, max=4.9).tolist())
print(torch.histc(torch.rand(500), bins=13, min=0, max=1))
for call in [lambda: torch.histc(torch.arange(4), 3), lambda: torch.histc(torch.tensor([1., 2]), bins=-1),
             lambda: torch.histc(torch.tensor([1., 2]), bins=3, min=3, max=1),
             lambda: torch.histc(torch.tensor([1., float('inf')]), bins=3)]:
    try:
        print(call())
    except RuntimeError as e:
        print("RuntimeError:", e)

print(x.layout, torch.strided, x.layout == torch.strided, type(x.layout))
print(f"{x.dtype} {x.device} {x.layout}")
