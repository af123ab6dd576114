import torch
import torch.nn.functional as F
torch.manual_seed(1337)
T = 6
scores = torch.randn(T, T)
mask = torch.triu(torch.ones(T, T, dtype=torch.bool), diagonal=1)
scores = scores.masked_fill(mask, float("-inf"))
w = scores.softmax(dim=-1)
print(w)
print(w.sum(dim=-1))
