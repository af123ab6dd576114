import torch
from torch import nn
torch.manual_seed(42)
B, T, C = 1, 4, 128
head_size = 32
x = torch.randn(B, T, C)
query = nn.Linear(C, head_size, bias=False)
key = nn.Linear(C, head_size, bias=False)
q, k = query(x), key(x)
wei = q @ k.transpose(-2, -1) * head_size**-0.5
print(wei)
