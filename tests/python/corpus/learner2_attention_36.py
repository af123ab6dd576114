import torch
import torch.nn.functional as F
torch.manual_seed(1337)
B, T, C = 1, 5, 4
x = torch.randn(B, T, C)
q = k = x
att = q @ k.transpose(1, 2) / C ** 0.5
print(att)
att = att.masked_fill(torch.ones(T, T).triu(1).bool(), float('-inf'))
print(att.softmax(dim=-1))
print((att.softmax(dim=-1) @ x).squeeze(0))
