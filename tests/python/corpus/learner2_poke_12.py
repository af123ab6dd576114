import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
query = nn.Linear(128, 32, bias=False)
q = query(x).squeeze(0)
print(q.shape)
print(q.T.shape)
print(q[-1, -3:])
print(q[::2, 0])
print(q[:, 0] > 0)
