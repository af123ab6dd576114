import torch
T = 6
tril = torch.tril(torch.ones(T, T, dtype=torch.long))
print(tril, tril.dtype, tril.sum(1))
mask = tril.bool()
print(mask, ~mask)
scores = torch.arange(T * T, dtype=torch.float32).view(T, T) / 10
print(scores.masked_fill(~mask, -1e9)[2])
print(torch.where(mask, scores, torch.zeros_like(scores)).sum(-1))
wei = scores.masked_fill(mask == False, float('-inf')).softmax(dim=-1)
print(wei)
print(wei.sum(-1), (wei > 0).sum(-1), wei.max(-1).values)
band = torch.triu(torch.tril(torch.ones(T, T)), diagonal=-1)
print(band, band.sum())
