import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
key = nn.Linear(128, 32, bias=False)
k = key(x)
for t in range(k.shape[1]):
    row = k[0, t]
    print(t, round(row.norm().item(), 3), row.argmax().item())
