# torch.Size checks every item, also when a tuple is added to it.
import torch

s = torch.ones(2, 2).shape
for attempt in [lambda: s + (2.5,), lambda: s + ("3",), lambda: torch.Size([1, None]), lambda: torch.Size([torch.tensor(1.0)]), lambda: s + [1], lambda: torch.Size(7), lambda: s * 1.5]:
    try:
        print(attempt())
    except TypeError as error:
        print("TypeError:", error)
