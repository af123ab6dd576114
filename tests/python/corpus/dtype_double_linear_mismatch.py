import torch
from torch import nn

torch.manual_seed(0)
layer = nn.Linear(4, 2)
x = torch.randn(3, 4, dtype=torch.float32).double()
print(x.dtype)
print(layer(x))
