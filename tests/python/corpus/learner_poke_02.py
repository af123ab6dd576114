import torch
from torch import nn
n_embd = 128
head_size = 32
torch.manual_seed(42)
x = torch.randn(1, 4, n_embd)
query = nn.Linear(n_embd, head_size, bias=False)
print(query)
print(query.weight.shape)
print(query.weight[:2, :4])
print(query.bias)
