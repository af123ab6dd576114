import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
query = nn.Linear(128, 32, bias=False)
with torch.no_grad():
    q = query(x)
print(q.requires_grad)
print(q.sum(dim=-1))
print(q.round(decimals=2)[0, 0, :4])
