import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
query = nn.Linear(128, 32, bias=True)
q = query(x)
print([round(n, 2) for n in q[0, 0, :4].tolist()])
print(q[0, :2, :5])
print(query.bias[:6])
