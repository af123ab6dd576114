import torch
from torch import nn
torch.manual_seed(42)
n_embd = 128
head_size = n_embd // 4
x = torch.randn(1, 4, n_embd)
query = nn.Linear(n_embd, head_size, bias=False)
key = nn.Linear(n_embd, head_size, bias=False)
q = query(x)
k = key(x)
dot = (q[0, 0] * k[0, 0]).sum()
print("dot q0.k0:", dot)
print("same via @:", q[0, 0] @ k[0, 0])
print(torch.dot(q[0, 0], k[0, 0]).item())
