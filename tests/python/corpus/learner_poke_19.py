import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
q = nn.Linear(128, 32, bias=False)(x)
print(q.max(dim=-1))
print(q.min(-1).indices)
print(torch.max(q, dim=1).values[0, :5])
print(q.argmax(-1), q.argmin())
