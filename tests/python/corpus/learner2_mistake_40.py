import torch
from torch import nn
lin = nn.Linear(4, 2, bias=False)
print(lin.bias)
print(lin.bias.shape)
