import torch
from torch import nn
torch.manual_seed(0)
x = torch.randn(1, 4, 8)
query = nn.Linear(8, 2, bias=False)
print(x)
print(query.weight)
print(query(x))
