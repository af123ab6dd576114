import torch

# floor, ceil, trunc, frac, square, reciprocal, rsqrt, fmod, remainder, true_divide, clip, cumprod, type_as,
# reshape_as and masked_select, over sizes that leave vector tails.
x = torch.tensor([-1.5, -0.5, 0.0, 0.4, 2.5, float('inf'), float('nan'), -0.0], requires_grad=True)
i = torch.tensor([-3, 0, 5])
b = torch.tensor([True, False])
for name in ["floor", "ceil", "trunc", "frac", "square", "reciprocal", "rsqrt"]:
    for operand in (x, i, b):
        try:
            print(name, getattr(operand, name)())
        except RuntimeError as err:
            print(name, "RuntimeError:", err)
    try:
        print(getattr(torch, name)(i))
    except RuntimeError as err:
        print("RuntimeError:", err)
    try:
        getattr(x, name)(1)
    except TypeError as err:
        print("TypeError:", err)
print(x.clip(-1, 1), torch.clip(i, min=0), x.clip(max=0.0))
print(x.remainder(2), torch.remainder(i, -2), i.remainder(torch.tensor([2, 3, -4])), x % 2)
print(x.fmod(2), torch.fmod(i, -2), torch.fmod(i, 1.5), x.fmod(torch.tensor(-0.75)), torch.fmod(torch.tensor([-7, 7]), torch.tensor([2, -2])))
print(x.true_divide(2), torch.true_divide(i, 2))
print(i.type_as(x), x.detach().type_as(i), x.type_as(x) is x)
print(torch.arange(6).reshape_as(torch.zeros(2, 3)), torch.arange(6.).requires_grad_().reshape_as(torch.zeros(3, 2)))
print(x.masked_select(x > 0), torch.masked_select(torch.arange(6).view(2, 3), torch.tensor([True, False, True])))
print(torch.arange(1., 7.).view(2, 3).cumprod(1), torch.arange(1, 7).cumprod(0), x.cumprod(dim=0), b.cumprod(0))
for call in [lambda: torch.remainder(i, 0), lambda: torch.fmod(i, 0), lambda: x.masked_select(i), lambda: x.cumprod(),
             lambda: x.clip(), lambda: x.fmod('a'), lambda: x.remainder('a')]:
    try:
        print(call())
    except (TypeError, RuntimeError) as err:
        print(type(err).__name__ + ":", err)
torch.manual_seed(21)
for n in [3, 7, 8, 9, 15, 16, 17, 31, 33, 64, 100]:
    a = torch.randn(n) * 5
    c = torch.rand(n) + 0.01
    print(n, a.floor().tolist()[:3], a.frac().tolist()[-2:], a.square().tolist()[-2:], c.rsqrt().tolist(), a.reciprocal().tolist()[-3:])
    print(a.fmod(1.3).tolist()[-3:], a.remainder(-0.7).tolist()[-3:], (c * 2).cumprod(0).tolist()[-3:], a.true_divide(c).tolist()[-2:])
