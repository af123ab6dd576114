import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
query = nn.Linear(128, 32, bias=False)
key = nn.Linear(128, 32, bias=False)
q = query(x)
k = key(x)
print(q[0, 0] @ k[0, 0])
print(torch.dot(q[0, 0], k[0, 1]))
print((q[0, 0] * k[0, 0]).sum().item())
