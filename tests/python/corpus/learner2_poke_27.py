import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
q = nn.Linear(128, 32, bias=False)(x)
print(q.shape[0] * q.shape[1] * q.shape[2] == q.numel())
print(q.isnan().any(), torch.isfinite(q).all())
print(torch.count_nonzero(q > 0))
print(q.type(), x.type())
print(q.exp()[0, 0, :3], q.sign()[0, 0, :3])
