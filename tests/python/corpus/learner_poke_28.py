import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
q = nn.Linear(128, 32, bias=False)(x)
print(q.sum(dim=(0, 2)))
print(q.mean([0, 1]).shape)
print(q.flatten(0, 1).shape)
print(torch.numel(q), q.nelement())
