import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
print(x[0, :, :3])
print(x.mean(), x.std())
print(f"x min {x.min().item():.4f} max {x.max().item():.4f}")
print(x.sum(dim=-1))
