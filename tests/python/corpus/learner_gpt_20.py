import torch
import torch.nn as nn
torch.manual_seed(1337)
class Scale(nn.Module):
    def __init__(self, factor):
        super().__init__()
        self.factor = factor
        self.weight = nn.Parameter(torch.ones(3))
    def forward(self, x):
        return x * self.weight * self.factor
    def extra_repr(self):
        return f"factor={self.factor}"
s = Scale(2.0)
print(s)
print(s(torch.arange(3.)))
print(list(s.parameters()))
print(s.weight)
