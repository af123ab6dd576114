import torch

# Tensor.where, roll and movedim/moveaxis as a learner reaches for them around attention masks and shifted tokens.
scores = torch.tensor([[0.5, -1.0, 2.0], [1.5, 0.25, -0.75]])
keep = scores > 0
print(scores.where(keep, torch.zeros(1)))
print(scores.where(keep, torch.tensor(float('-inf'))))
print(scores.where(keep, torch.zeros(2, 1, dtype=torch.long)))
print(scores.where(condition=keep, other=torch.full((3,), -9.0)))
print(torch.arange(6).view(2, 3).where(keep, torch.tensor(-1)))
print(scores.clone().requires_grad_().where(keep, torch.zeros(1)))
for call in [lambda: scores.where(keep, 0.0), lambda: scores.where(keep, 7), lambda: scores.where(keep),
             lambda: scores.where(scores, torch.zeros(1)), lambda: scores.where(True, torch.zeros(1)),
             lambda: scores.where(keep.long(), torch.zeros(1)), lambda: scores.where(keep, torch.zeros(3, 3))]:
    try:
        print(call())
    except (TypeError, RuntimeError) as err:
        print(type(err).__name__ + ":", err)

tokens = torch.arange(12).view(3, 4)
print(torch.roll(torch.arange(5), 2))
print(tokens.roll(1))
print(tokens.roll(-1, 1))
print(tokens.roll((1, -1), (0, 1)))
print(tokens.roll([1, 1], [0, 1]))
print(tokens.roll(shifts=(1, 2), dims=(1, 1)))
print(tokens.roll(1, dims=(0,)))
print(torch.roll(tokens, shifts=-5))
print(tokens.roll(9, -1))
print(torch.arange(24.).view(2, 3, 4).roll(1, 2))
print(torch.arange(6.).view(2, 3).requires_grad_().roll(1, 0))
print(torch.tensor(3.).roll(1))
print(torch.zeros(0, 3).roll(1, 0))
print(tokens.t().roll(1, 0))
for call in [lambda: tokens.roll((1, 2), 0), lambda: tokens.roll(1, 2), lambda: tokens.roll(1.5), lambda: tokens.roll(),
             lambda: torch.roll(tokens, (1, 2)), lambda: torch.roll(tokens, 1, 'a'), lambda: tokens.roll((1,), (0, 1)),
             lambda: torch.roll(tokens, 1, 0, 1), lambda: torch.roll(tokens)]:
    try:
        print(call())
    except (TypeError, RuntimeError, IndexError) as err:
        print(type(err).__name__ + ":", err)

x = torch.arange(24).view(2, 3, 4)
print(torch.movedim(x, 0, 2).shape, x.movedim((0, 1), (2, 0)).shape, x.movedim([0, 1], [1, 0]).shape)
print(torch.moveaxis(x, -1, 0))
print(x.moveaxis(0, 1).is_contiguous(), x.movedim(source=0, destination=1).shape, x.movedim(2, 2).shape)
print(torch.arange(24.).view(2, 3, 4).requires_grad_().movedim(0, 1).grad_fn.__class__.__name__)
print(torch.tensor(5).movedim(0, 0))
y = x.movedim(0, 2)
y[0, 0, 0] = 100
print(x[0, 0, 0])
for call in [lambda: x.movedim((0, 1), (2,)), lambda: x.movedim((0, 0), (1, 2)), lambda: x.movedim((0, 1), (1, 1)),
             lambda: x.movedim(3, 0), lambda: x.movedim(0), lambda: torch.movedim(x, 0, 'a'), lambda: x.movedim(1.0, 0),
             lambda: x.moveaxis(0, (1,)), lambda: torch.tensor(5).movedim(0, 1)]:
    try:
        print(call())
    except (TypeError, RuntimeError, IndexError) as err:
        print(type(err).__name__ + ":", err)
