import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
query = nn.Linear(128, 32, bias=True)
print(query.bias[:5])
q = query(x)
print(q[0, 0, :5])
print(q.norm(dim=-1))
