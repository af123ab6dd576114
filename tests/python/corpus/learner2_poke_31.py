import torch
from torch import nn
torch.manual_seed(42)
n_embd = 128
x = torch.randn(1, 4, n_embd)
projs = [nn.Linear(n_embd, 32, bias=False) for _ in range(3)]
q, k, v = [p(x) for p in projs]
print(torch.stack([q, k, v]).shape)
print(torch.cat([q, k, v], dim=-1).shape)
print(q.var(dim=-1, unbiased=True))
print(x.var(), x.var(unbiased=False))
