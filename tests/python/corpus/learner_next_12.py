import torch
import torch.nn.functional as F
torch.manual_seed(7)
B, T, C = 2, 4, 8
n_head, head_size = 2, 4
x = torch.randn(B, T, C)
q = x.view(B, T, n_head, head_size).transpose(1, 2)
print(q.shape)
att = q @ q.transpose(-2, -1) / head_size ** 0.5
print(att.shape)
att = att.masked_fill(torch.tril(torch.ones(T, T)) == 0, float('-inf'))
att = F.softmax(att, dim=-1)
y = att @ q
y = y.transpose(1, 2).contiguous().view(B, T, C)
print(y[0])
