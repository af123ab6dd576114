import torch
from torch import nn
torch.manual_seed(0)
lin = nn.Linear(4, 2)
out = lin(torch.randn(3, 4))
print(out)
print(out.numpy())
