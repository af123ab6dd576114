import torch
import torch.nn as nn
import torch.nn.functional as F
torch.manual_seed(1337)
B, T, C = 2, 4, 8
x = torch.randn(B, T, C)
key = nn.Linear(C, 4, bias=False)
query = nn.Linear(C, 4, bias=False)
k = key(x)
q = query(x)
wei = q @ k.transpose(-2, -1)
print(wei)
tril = torch.tril(torch.ones(T, T))
wei = wei.masked_fill(tril == 0, float('-inf'))
wei = F.softmax(wei, dim=-1)
print(wei[0])
