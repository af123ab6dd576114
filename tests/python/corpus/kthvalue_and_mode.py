import torch

# The median-like k-th smallest score per row, and the most frequent token per row.
torch.manual_seed(7)
scores = torch.randn(4, 9)
third = torch.kthvalue(scores, 3)
print(third)
print(third.values.shape, third.indices.dtype)
values, indices = scores.kthvalue(1, dim=0, keepdim=True)
print(values, indices)
print(torch.equal(values, scores.min(0, keepdim=True).values))
print(scores[0].kthvalue(9))
print(torch.tensor(2.5).kthvalue(1))

ties = torch.tensor([[2.0, 1.0, 2.0, 1.0, 2.0], [0.0, -0.0, 0.0, 3.0, 3.0]])
print(ties.kthvalue(2), ties.kthvalue(4))
print(torch.kthvalue(torch.tensor([1.0, float('nan'), 0.5]), 3))

tokens = torch.randint(5, (3, 12))
print(tokens)
print(torch.mode(tokens))
print(tokens.mode(0))
print(tokens.mode(dim=1, keepdim=True).values.shape)
print(torch.mode(torch.tensor([True, False, False, True, True])))
print(torch.mode(ties, -1))

w = torch.randn(3, 6, requires_grad=True)
picked = w.kthvalue(2, 1).values
print(picked.grad_fn.name())
(picked * torch.tensor([1.0, 2.0, 3.0])).sum().backward()
print(w.grad)
m = torch.mode(w.clamp(-0.2, 0.2), 1)
print(m.values.grad_fn.name(), m.indices)

for call in (lambda: scores.kthvalue(10), lambda: scores.kthvalue(0, 0), lambda: torch.kthvalue(scores),
             lambda: torch.kthvalue(torch.tensor([True]), 1), lambda: scores.mode(2), lambda: torch.mode(torch.zeros(0))):
    try:
        call()
    except (RuntimeError, TypeError, IndexError) as error:
        print(type(error).__name__, error)
