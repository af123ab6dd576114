import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
query = nn.Linear(128, 32, bias=False)
q = query(x)
print(q[0, 0, :4].tolist())
print([round(n, 3) for n in q[0, 1, :4].tolist()])
print(q[0, :, 0])
print(q[..., 0])
