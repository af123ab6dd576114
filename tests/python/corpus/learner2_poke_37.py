import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
value = nn.Linear(128, 32, bias=False)
v = value(x)
print(v[0, :, 0])
print(v[..., 0])
print(v[0, -1])
print(v[:, 1:3, :2])
print(v[0, [0, 3], :2])
