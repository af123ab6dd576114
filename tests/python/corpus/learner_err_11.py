import torch
from torch import nn
lin = nn.Linear(4, 2)
x = torch.randn(1, 4)
y = lin(x)
print(y.numpy())
