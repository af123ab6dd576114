import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
query = nn.Linear(128, 32, bias=False)
q = query(x)
print(q.argmax(dim=-1))
print(q.max(dim=-1))
vals, idx = q.min(dim=1)
print(vals.shape, idx[0, :5])
