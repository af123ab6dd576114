import torch
import torch.nn as nn


class Head(nn.Module):
    def __init__(self):
        super().__init__()
        self.key = nn.Linear(4, 2)
        self.bias = nn.Parameter(torch.zeros(2))


h = Head()
h.key = None
print(h.key, list(h.children()))
h.bias = None
print([n for n, _ in h.named_parameters()])
try:
    h.bias = torch.zeros(2)
except TypeError as e:
    print("TypeError:", e)
h.key = nn.Linear(4, 3)
print(h)
h.key = 5
