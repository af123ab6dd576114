import torch

# div's rounding modes, floor_divide and // on float and int64 tensors, with torch's messages.
x = torch.tensor([7., -7., 7.5, -0.5, 0., 1e-30, -3.])
y = torch.tensor([2., 2., -2., 0., 0., 3., -1.5])
print(torch.div(x, y, rounding_mode='floor'))
print(torch.div(x, y, rounding_mode='trunc'))
print(torch.div(x, y, rounding_mode=None))
print(x.div(2, rounding_mode='floor'), x.div(-2.5, rounding_mode='trunc'))
print(x // y, x // 2, 7 // torch.tensor([2., -3.]))
print(torch.floor_divide(x, 0.), x.floor_divide(torch.tensor(2)))
ints = torch.tensor([7, -7, 8, -8, 0, 9223372036854775807])
print(torch.div(ints, 2, rounding_mode='floor'), torch.div(ints, 2, rounding_mode='trunc'))
print(torch.div(ints, -3, rounding_mode='floor'), torch.div(ints, -3, rounding_mode='trunc'))
print(torch.div(ints, 2), torch.div(ints, 2.5, rounding_mode='trunc'), torch.div(ints, 2.5, rounding_mode='floor'))
print(torch.floor_divide(ints, 2), ints // -4, 17 // torch.tensor([2, -3]), torch.floor_divide(ints, 2.5))
print(torch.div(7, torch.tensor([2, 3]), rounding_mode='floor'), torch.div(torch.tensor([5, 7]), True, rounding_mode='trunc'))
print(torch.tensor([5, 7]).div(torch.tensor(2.), rounding_mode='trunc'), torch.tensor([5., 7.]).div(torch.tensor(2), rounding_mode='trunc'))
g = x.clone().requires_grad_()
print(torch.div(g, 2, rounding_mode='floor'))
print(torch.div(g, y, rounding_mode='trunc'))
print(g.div(y, rounding_mode=None))
print(torch.div(g, 2))
print(g // 2)
print(torch.floor_divide(g, y))
print(g % 2)
torch.manual_seed(3)
for n in [5, 8, 15, 16, 17, 31, 33]:
    a = torch.randn(n) * 10
    b = torch.randn(n)
    print(n, torch.div(a, b, rounding_mode='floor').tolist(), torch.div(a, b, rounding_mode='trunc').tolist(), (a // b).tolist())
    print((a // 0.3).tolist(), torch.div(a, 0.7, rounding_mode='trunc').tolist())
for call in [lambda: torch.div(x, y, rounding_mode='round'), lambda: torch.div(torch.tensor([7, -7]), 0, rounding_mode='trunc'),
             lambda: torch.div(torch.tensor([7, -7]), 0, rounding_mode='floor'), lambda: torch.tensor([7, -7]) // 0,
             lambda: torch.tensor([7, -7]) // torch.tensor([0, 1]), lambda: torch.div(torch.tensor([7, -7]), 0),
             lambda: x.div(), lambda: torch.div(x), lambda: x.div(y, rounding_mode=3), lambda: x.div('a'),
             lambda: torch.div(x, 'a'), lambda: torch.floor_divide(x), lambda: torch.floor_divide(x, 'a'),
             lambda: x.floor_divide('a'), lambda: x.floor_divide(), lambda: x.div(2, 3),
             lambda: torch.tensor([True, False]) // torch.tensor([True, True]),
             lambda: torch.div(torch.tensor([True, False]), torch.tensor([True, True]), rounding_mode='trunc'),
             lambda: torch.div(torch.tensor([True, False]), torch.tensor([True, True]), rounding_mode='floor')]:
    try:
        print(call())
    except (TypeError, RuntimeError) as err:
        print(type(err).__name__ + ":", err)
