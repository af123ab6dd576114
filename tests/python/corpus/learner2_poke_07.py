import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
query = nn.Linear(128, 32, bias=False)
q = query(x)
with torch.no_grad():
    q2 = query(x)
print(q2.requires_grad)
print(q.detach()[0, 1, :4])
print(q[0, 1, :4].tolist())
