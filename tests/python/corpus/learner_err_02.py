import torch
from torch import nn
x = torch.randn(1, 4, 64)
query = nn.Linear(128, 32, bias=False)
print(query(x).shape)
