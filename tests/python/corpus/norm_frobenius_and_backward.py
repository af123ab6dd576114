import torch

# torch.norm's default p ('fro') over two dims is a Frobenius norm, sqrt((x * x).sum(dims)): other numbers than
# the p=2 norm over the same dims. And the p=2 norm's backward.
torch.manual_seed(7)
for n in [3, 7, 16, 17, 31, 257]:
    x = torch.randn(5, n)
    y = torch.randn(2, 3, n)
    print(n, x.norm(dim=(0, 1)).item(), torch.norm(y, dim=[1, 2]).tolist(), x.norm(p='fro', dim=(-2, -1)).item(),
          x.norm(2, (0, 1)).item(), y.norm(dim=(-2, -1), keepdim=True).shape)
w = torch.randn(4, 6, requires_grad=True)
f = w.norm(dim=(0, 1))
print(f, f.grad_fn.name())
f.backward()
print(w.grad)
w.grad = None
g = w.norm(dim=1)
print(g, g.grad_fn.name())
(g * torch.arange(4.0)).sum().backward()
print(w.grad)
v = torch.randn(3, 5, requires_grad=True)
loss = (v @ torch.randn(5, 2)).pow(2).mean() + 0.01 * v.norm()
loss.backward()
print(loss.item(), v.grad)
for call in [lambda: torch.randn(2, 3, 4).norm(dim=(0, 1, 2)), lambda: torch.randn(2, 3).norm(dim=(1, -1)),
             lambda: torch.randn(3).norm(p=1).backward()]:
    try:
        print(call())
    except RuntimeError as e:
        print(type(e).__name__ + ":", e)
counts = torch.arange(24).reshape(2, 3, 4)
for call in [lambda: counts.norm(dim=(0, 2)), lambda: counts.norm(), lambda: counts.norm(dim=1),
             lambda: counts.float().norm(dim=(0, 2), keepdim=True), lambda: counts.norm(dim=(1, 1))]:
    try:
        print(call())
    except RuntimeError as e:
        print(type(e).__name__ + ":", e)
