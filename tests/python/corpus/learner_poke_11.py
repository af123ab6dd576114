import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
query = nn.Linear(128, 32, bias=False)
key = nn.Linear(128, 32, bias=False)
value = nn.Linear(128, 32, bias=False)
q, k, v = query(x), key(x), value(x)
for name, t in [("q", q), ("k", k), ("v", v)]:
    print(f"{name}: mean {t.mean():.4f}, var {t.var():.4f}")
