import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
print((x > 0).sum().item(), (x > 0).float().mean())
print(x[x > 2.5])
print(x.max(dim=-1))
