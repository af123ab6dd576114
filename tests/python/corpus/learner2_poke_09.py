import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
q = nn.Linear(128, 32, bias=False)(x)
k = nn.Linear(128, 32, bias=False)(x)
v = nn.Linear(128, 32, bias=False)(x)
for name, t in [("q", q), ("k", k), ("v", v)]:
    print(name, tuple(t.shape), round(t.mean().item(), 4), round(t.std().item(), 4))
