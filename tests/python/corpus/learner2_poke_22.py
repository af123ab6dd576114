import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
query = nn.Linear(128, 32, bias=False)
q = query(x)
total = 0.0
for row in q[0]:
    total += row.sum().item()
print(total)
print(q.sum().item())
print(q.sum(dim=(0, 2)))
