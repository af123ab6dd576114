import torch
import torch.nn as nn


class Pair(nn.Module):
    def forward(self, x, y=None, scale=1.0):
        if y is None:
            return x * scale
        return x + y, x - y


p = Pair()
a = torch.tensor([1.0, 2.0])
b = torch.tensor([0.5, 0.5])
print(p(a))
print(p(a, scale=2.0))
s, d = p(a, b)
print(s, d)
print(p(x=a, y=b))
p(a, b, 3.0, 4.0)
