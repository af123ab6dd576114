import torch

# Differences between neighbours: steps of a running total, second differences, and padding at the ends.
steps = torch.tensor([1.0, 4.0, 9.0, 16.0, 25.0])
print(torch.diff(steps), steps.diff(n=2), torch.diff(steps, n=3))
print(torch.diff(steps, prepend=torch.tensor([0.0])))
print(torch.diff(steps, append=torch.tensor([36.0, 49.0]), n=2))
grid = torch.arange(12.0).view(3, 4) ** 2
print(torch.diff(grid))
print(torch.diff(grid, dim=0))
print(grid.diff(dim=-2, prepend=torch.zeros(1, 4), append=torch.ones(2, 4)))
print(torch.diff(grid, n=10))
print(torch.diff(torch.tensor([3, 7, 7, 2])), torch.diff(torch.tensor([3, 7]), append=torch.tensor([2.5])))
print(torch.diff(torch.tensor([True, True, False, True])))
print(torch.diff(steps, n=0), torch.diff(steps, n=-2))

loss_curve = torch.tensor([2.3, 2.1, 1.95, 1.96, 1.7])
print((torch.diff(loss_curve) < 0).tolist())

torch.manual_seed(1)
w = torch.randn(2, 5, requires_grad=True)
d = torch.diff(w, prepend=w[:, :1].detach())
print(d.grad_fn.name())
(d ** 2).sum().backward()
print(w.grad)

for call in (lambda: torch.diff(torch.tensor(1.0)), lambda: torch.diff(grid, prepend=torch.zeros(4)),
             lambda: torch.diff(grid, dim=0, append=torch.zeros(1, 3)), lambda: torch.diff(grid, prepend=0.0),
             lambda: torch.diff(grid, dim=2)):
    try:
        call()
    except (RuntimeError, TypeError, IndexError) as error:
        print(type(error).__name__, error)
