import torch

x = torch.arange(6.).view(2, 3)
print(x.repeat(2, 2))
print(x.repeat((2, 1, 2)))
print(x.repeat([1, 2]).shape)
print(torch.tensor(3).repeat(4))
print(x.repeat(0, 2))
print(torch.tensor([1.0], requires_grad=True).repeat(3))
print(torch.tensor([True, False]).repeat(2))
for args in [(2,), (), (-1, 2), (2.0, 1)]:
    try:
        print(x.repeat(*args))
    except (RuntimeError, TypeError) as e:
        print(type(e).__name__ + ":", e)

row = torch.arange(3)
print(torch.vstack([x, x]))
print(torch.vstack((row, row)))
print(torch.row_stack([x, x + 10]))
print(torch.hstack([x, x]))
print(torch.hstack([row, torch.arange(2)]))
print(torch.hstack([torch.tensor(1.), torch.tensor(2.)]))
print(torch.vstack([torch.tensor(1.), torch.tensor(2.)]))
print(torch.dstack([x, x]))
print(torch.dstack([row, row]).shape)
print(torch.column_stack([row, row * 2]))
print(torch.column_stack([x, row[:2]]))
print(torch.vstack([torch.ones(2), torch.ones(2).long()]))
print(torch.vstack([x.clone().requires_grad_(), x]))
for parts in [[x, torch.ones(2, 2)], [], x]:
    try:
        print(torch.vstack(parts))
    except (RuntimeError, TypeError) as e:
        print(type(e).__name__ + ":", e)
for f in [torch.hstack, torch.dstack, torch.column_stack]:
    try:
        print(f([]))
    except RuntimeError as e:
        print("RuntimeError:", e)
try:
    print(torch.hstack([x, torch.ones(3, 2)]))
except RuntimeError as e:
    print("RuntimeError:", e)
