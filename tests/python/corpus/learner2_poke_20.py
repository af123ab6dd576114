import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
q = nn.Linear(128, 32, bias=False)(x)
print(q[0].round(decimals=2)[:, :4])
print(torch.round(q[0, 0, :4] * 100) / 100)
print(q[0, 0, :4].clamp(-0.1, 0.1))
