import torch
import torch.nn as nn
from torch.nn import functional as F
torch.manual_seed(7)
B, T, C = 2, 5, 8
n_head = 2
hs = C // n_head
x = torch.randn(B, T, C)
c_attn = nn.Linear(C, 3 * C)
q, k, v = c_attn(x).split(C, dim=2)
q = q.view(B, T, n_head, hs).transpose(1, 2)
k = k.view(B, T, n_head, hs).transpose(1, 2)
v = v.view(B, T, n_head, hs).transpose(1, 2)
print(q.shape, k.shape, v.shape)
att = (q @ k.transpose(-2, -1)) * hs**-0.5
bias = torch.tril(torch.ones(T, T)).view(1, 1, T, T)
att = att.masked_fill(bias[:, :, :T, :T] == 0, float('-inf'))
att = F.softmax(att, dim=-1)
print(att[0, 1])
y = att @ v
y = y.transpose(1, 2).contiguous().view(B, T, C)
print(y)
print(y.sum().item(), y.mean(dim=-1).tolist())
