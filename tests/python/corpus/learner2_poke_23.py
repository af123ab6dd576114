import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(2, 3, 16)
value = nn.Linear(16, 4, bias=False)
v = value(x)
print(v)
print(v.mean(dim=1, keepdim=True))
print(v.var(dim=-1))
