import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
query = nn.Linear(128, 32, bias=False)
q = query(x)
torch.set_printoptions(precision=2)
print(q[0, :, :6])
torch.set_printoptions(precision=4)
print(q[0, 0, :6])
