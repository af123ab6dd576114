# Calls a learner gets wrong: arguments left out, a list forgotten, a size given as an int.
import torch
import torch.nn.functional as F

torch.manual_seed(0)
a = torch.randn(2, 3)
b = torch.randn(2, 3)
w = torch.randn(4, 3)

attempts = [
    lambda: torch.cat(a, b),
    lambda: torch.cat([a, b], 1.5),
    lambda: torch.cat([a, b], dim="x"),
    lambda: torch.cat(a),
    lambda: torch.stack(),
    lambda: torch.matmul(a),
    lambda: torch.matmul(),
    lambda: a.mm(),
    lambda: torch.bmm(a),
    lambda: a.unsqueeze(),
    lambda: torch.tril(),
    lambda: torch.outer(a),
    lambda: torch.linspace(0),
    lambda: torch.zeros_like(),
    lambda: torch.full_like(a),
    lambda: torch.allclose(a),
    lambda: torch.equal(a),
    lambda: F.linear(a),
    lambda: F.linear(a, w, None, 1),
    lambda: torch.randint(0, 10),
    lambda: torch.randint(10),
    lambda: torch.randint(0, 10, 5),
    lambda: torch.randint(10, size=5),
    lambda: torch.randint(0.5, (2,)),
    lambda: torch.randn(2, 3, dtype=torch.long),
    lambda: torch.rand(2, dtype=torch.bool),
    lambda: a.mean(0, True, torch.float64),
    lambda: a.sum(1, False, 5),
    lambda: torch.Tensor.mean(a, 5, 6, 7),
    lambda: torch.mean(a, 0, True, torch.float32),
    lambda: torch.sum(a, 1, False, None),
]
for number, attempt in enumerate(attempts, 1):
    try:
        attempt()
        print(number, "ran")
    except (TypeError, RuntimeError) as error:
        print(number, type(error).__name__, error)

print(torch.cat([a, b], 1).shape, torch.randint(0, 10, (3,)), torch.randint(5, size=(2, 2)))
print(torch.matmul(input=a, other=w.T))
