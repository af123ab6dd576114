import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
print(x[0, :, :5])
print(x.dtype, x.device, x.ndim)
print(x.numel(), x.size(), x.size(-1))
