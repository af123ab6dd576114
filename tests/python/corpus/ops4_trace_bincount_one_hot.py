import torch
import torch.nn.functional as F

# trace, bincount, F.one_hot and triu_indices/tril_indices: counting tokens and building masks.
print(torch.trace(torch.arange(9.).view(3, 3)), torch.arange(12).view(3, 4).trace(), torch.ones(2, 3).t().trace())
print(torch.arange(12.).view(4, 3).requires_grad_().trace(), torch.trace(torch.ones(0, 3)))
torch.manual_seed(11)
for n in [3, 7, 8, 17, 40, 100, 257]:
    m = torch.randn(n, n) * 100
    print(n, m.trace().item(), torch.trace(m[:, :n // 2 + 1]).item(), m.t().trace().item())
print(torch.tensor([[16777216., 0.], [0., 1.]]).trace().item(), torch.tensor([[1e8, 0., 0.], [0., 1., 0.], [0., 0., -1e8]]).trace().item())
for call in [lambda: torch.arange(3).trace(), lambda: torch.tensor([[True, False], [True, True]]).trace(),
             lambda: torch.ones(2, 2).trace(1), lambda: torch.trace(torch.ones(2, 2), 1)]:
    try:
        print(call())
    except (TypeError, RuntimeError) as err:
        print(type(err).__name__ + ":", err)

ids = torch.tensor([0, 1, 1, 3, 1, 0])
print(torch.bincount(ids), torch.bincount(ids, minlength=6), ids.bincount(minlength=2))
print(torch.bincount(ids, weights=torch.tensor([0.5, 1., 2., .25, 0.1, 0.2])))
print(torch.bincount(torch.tensor([1, 1]), None, 3), torch.bincount(torch.tensor([], dtype=torch.long)))
print(torch.bincount(torch.tensor([], dtype=torch.long), weights=torch.tensor([]), minlength=2))
print(torch.bincount(torch.tensor([1, 1]), weights=torch.tensor([1., 2.]), minlength=4))
tokens = torch.randint(0, 13, (1000,))
print(torch.bincount(tokens))
weights = torch.randn(1000)
print(torch.bincount(tokens, weights).tolist())
print(torch.bincount(torch.randint(0, 5, (77,)), torch.rand(77), 9).tolist())
for call in [lambda: torch.bincount(torch.tensor([0, -1])), lambda: torch.bincount(torch.tensor([0., 1.])),
             lambda: torch.bincount(torch.tensor([[0, 1]])), lambda: torch.bincount(torch.tensor([0, 1]), minlength=-1),
             lambda: torch.bincount(torch.tensor([0, 1]), weights=torch.tensor([1.])),
             lambda: torch.bincount(torch.tensor([True, False])), lambda: torch.tensor([1, 1]).bincount(minlength=2.5)]:
    try:
        print(call())
    except (TypeError, RuntimeError) as err:
        print(type(err).__name__ + ":", err)

print(F.one_hot(torch.tensor([0, 2, 1])))
print(F.one_hot(torch.tensor([0, 2, 1]), 5))
print(F.one_hot(torch.tensor([[0, 3], [1, 1]])))
print(F.one_hot(torch.tensor([], dtype=torch.long), 3), F.one_hot(torch.tensor(2), 4), F.one_hot(torch.arange(4) % 3, num_classes=3).float())
for call in [lambda: F.one_hot(torch.tensor([0, 2, 1]), num_classes=2), lambda: F.one_hot(torch.tensor([0, -1])),
             lambda: F.one_hot(torch.tensor([0., 1.])), lambda: F.one_hot(torch.tensor([], dtype=torch.long)),
             lambda: F.one_hot(torch.tensor([1, 2]), 0), lambda: F.one_hot([1, 2]), lambda: F.one_hot(torch.tensor([1, 2]), -2)]:
    try:
        print(call())
    except (TypeError, RuntimeError) as err:
        print(type(err).__name__ + ":", err)

print(torch.triu_indices(3, 3))
print(torch.tril_indices(3, 4, 1))
print(torch.tril_indices(4, 3, -1))
print(torch.triu_indices(3, 4, offset=-1))
print(torch.triu_indices(0, 4), torch.triu_indices(3, 3, 5), torch.tril_indices(3, 3, -7))
rows, cols = torch.tril_indices(4, 4)
att = torch.zeros(4, 4)
att[rows, cols] = 1.0
print(att)
for call in [lambda: torch.triu_indices(-1, 4), lambda: torch.triu_indices(3), lambda: torch.triu_indices(3, 3.0),
             lambda: torch.tril_indices(2, 2, dtype=torch.float)]:
    try:
        print(call())
    except (TypeError, RuntimeError) as err:
        print(type(err).__name__ + ":", err)

a = torch.ones(2)
for call in [lambda: torch.isclose(a, 1.0), lambda: torch.dist(a, 2), lambda: a.isclose(1.0), lambda: a.dist(2),
             lambda: torch.isclose(1.0, a), lambda: torch.dist(a, a, 'a'), lambda: a.dist(a, 'a'), lambda: torch.isclose(a),
             lambda: a.isclose(), lambda: torch.dist(a), lambda: a.dist()]:
    try:
        print(call())
    except (TypeError, RuntimeError) as err:
        print(type(err).__name__ + ":", err)
print(torch.inner(torch.tensor([1, 2, 3]), torch.tensor([4, 5, 6])))
print(torch.inner(torch.arange(6).view(2, 3), torch.arange(6).view(2, 3)))
print(torch.arange(6).view(2, 3).inner(torch.tensor([1, 0, 2])), torch.inner(torch.arange(24).view(2, 3, 4), torch.arange(8).view(2, 4)))
for call in [lambda: torch.inner(torch.arange(3), torch.arange(3.)), lambda: torch.inner(torch.arange(3.), torch.arange(3))]:
    try:
        print(call())
    except (TypeError, RuntimeError) as err:
        print(type(err).__name__ + ":", err)
