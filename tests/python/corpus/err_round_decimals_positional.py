# torch 1.13's round takes decimals only as a keyword: a learner's round(2) is an error there, not a rounding.
import torch

torch.manual_seed(0)
q = torch.randn(2, 5)
print(q.round(decimals=2), torch.round(q, decimals=1), q.round())
attempts = [
    lambda: q.round(2),
    lambda: q.round(2.5),
    lambda: q.round(1, 2),
    lambda: q.round("two", 2),
    lambda: q.round(2, decimals=1),
    lambda: q.round(1, 2, 3),
    lambda: q.round(decimals=2.0),
    lambda: q.round(digits=2),
    lambda: torch.round(q, 2),
    lambda: torch.round(q, 2.5),
    lambda: torch.round(q, 2, 3),
]
for attempt in attempts:
    try:
        print(attempt())
    except TypeError as error:
        print("TypeError:", error)
print(q[0, :4].round(2))
