# Sizes given the wrong way: a tensor, floats, a float inside a tuple.
import torch

x = torch.ones(3, 4)
attempts = [
    lambda: torch.zeros(x),
    lambda: torch.ones(torch.tensor([2, 3])),
    lambda: torch.zeros(x.shape[0] / 2, 4),
    lambda: torch.ones(3, 4.0),
    lambda: torch.randn((2, 3.5)),
    lambda: torch.rand((2.5, 3)),
    lambda: torch.full(x, 1.0),
    lambda: torch.zeros(2, x),
]
for attempt in attempts:
    try:
        attempt()
    except TypeError as e:
        print(e)
print(torch.zeros(torch.tensor(3)))
print(torch.ones(x.size(0), 2))
