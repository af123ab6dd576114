import torch
T = 6
print(torch.triu(torch.ones(T, T), diagonal=1))
mask = torch.triu(torch.ones(T, T), diagonal=1).bool()
scores = torch.arange(T * T, dtype=torch.float32).view(T, T)
print(scores.masked_fill(mask, float('-inf')))
