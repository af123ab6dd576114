import torch
from torch import nn
n_embd = 64
n_head = 2
head_size = n_embd // n_head
torch.manual_seed(7)
x = torch.randn(1, 4, n_embd)
value = nn.Linear(n_embd, head_size, bias=False)
key = nn.Linear(n_embd, head_size, bias=False)
query = nn.Linear(n_embd, head_size, bias=False)
q = query(x)
k = key(x)
v = value(x)
print("q shape:", tuple(q.shape))
print("q row 0, first 4:", [round(n, 2) for n in q[0, 0, :4].tolist()])
print("k row 0, first 4:", [round(n, 2) for n in k[0, 0, :4].tolist()])
print("v row 0, first 4:", [round(n, 2) for n in v[0, 0, :4].tolist()])
print(q)
