import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
query = nn.Linear(128, 32, bias=False)
q = query(x)
print(q.size())
print(q[0].shape, q[0][0].shape)
print(q.mean(dim=-1).squeeze())
print(torch.mean(q, dim=1).shape)
print(q.abs().mean().item() > 0)
print("%.4f" % q[0, 0, 0].item())
print(q.data.shape)
