import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
print(type(x))
print(x.dim(), x.ndim, x.numel())
print(x.size(), x.size(-1))
print(len(x), len(x[0]))
print(x.is_contiguous())
print(x.device)
