import torch
import torch.nn.functional as F
torch.manual_seed(42)
T = 4
scores = torch.randn(T, T)
mask = torch.tril(torch.ones(T, T)).bool()
scores = scores.masked_fill(~mask, -1e9)
w = F.softmax(scores, dim=1)
print(w)
print(w.sum(dim=1))
print(w.argmax(dim=1))
