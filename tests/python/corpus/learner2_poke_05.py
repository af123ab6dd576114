import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
value = nn.Linear(128, 32, bias=False)
v = value(x)
manual = x @ value.weight.T
print(torch.allclose(v, manual))
print(torch.equal(v, manual))
print((v - manual).abs().max())
