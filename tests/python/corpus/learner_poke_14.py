import torch
from torch import nn
torch.manual_seed(0)
x = torch.randn(1, 4, 128)
query = nn.Linear(128, 32)
q = query(x)
print(query.bias[:5])
print(q.shape, q[0, 0, 0].item())
print(query.weight.std().item())
