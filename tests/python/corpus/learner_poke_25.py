import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
query = nn.Linear(128, 32, bias=False)
q = query(x)
print(q[0, 0, :4])
print(q[0][0][:4])
print(q[:, -1, :].shape, q[:, -1].shape)
print(q[0, ::2, :2])
print(q[0, [0, 3], 0])
