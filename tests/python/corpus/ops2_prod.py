import torch

x = torch.arange(1., 7.).view(2, 3)
print(x.prod())
print(x.prod(0))
print(x.prod(dim=1, keepdim=True))
print(torch.prod(x, 1))
print(torch.prod(x))
print(x.prod(1, True))
print(x.prod(-1))
print(torch.arange(1, 6).prod())
print(torch.tensor([True, False]).prod(), torch.tensor([True, True]).prod(0))
print(torch.tensor([1., 2.], requires_grad=True).prod())
print(torch.tensor([1., 2.], requires_grad=True).prod(0))
print(torch.tensor([]).prod(), torch.ones(0, 3).prod(0))
print(torch.tensor(3.).prod(0))
print(torch.arange(1, 30).prod())
for call in [lambda: x.prod((0, 1)), lambda: x.prod(dim=(0,)), lambda: x.prod(2), lambda: x.prod(None), lambda: x.prod(keepdim=True)]:
    try:
        print(call())
    except (RuntimeError, TypeError, IndexError) as e:
        print(type(e).__name__ + ":", e)

# values near 1 so that products of long rows stay finite; every bit shows in tolist()
torch.manual_seed(7)
for n in [1, 5, 8, 17, 31, 32, 33, 63, 64, 65, 100, 131]:
    v = 1 + torch.randn(n) * 0.05
    print(n, v.prod().tolist())
m = 1 + torch.randn(5, 37) * 0.05
print(m.prod(1).tolist())
print(m.prod(0).tolist())
print(m.prod().tolist())
c = 1 + torch.randn(3, 40, 6) * 0.05
print(c.prod(1).tolist())
print(c.prod(2, keepdim=True).tolist())
print(c.prod(0).tolist())
