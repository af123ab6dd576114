import torch
torch.manual_seed(1337)
T = 5
tril = torch.tril(torch.ones(T, T))
print(tril)
wei = torch.zeros((T, T))
wei = wei.masked_fill(tril == 0, float('-inf'))
print(wei)
scores = torch.randn(T, T)
masked = scores.masked_fill(tril == 0, float('-inf'))

print(masked)
print(masked.tolist()[1])
print(torch.triu(torch.ones(3, 4), diagonal=1))
print(torch.ones(4, 4).tril(-1))
print(torch.ones(2, 3, 3).triu())
print(tril.dtype, (tril == 0).dtype)
print(torch.tril(torch.arange(9).view(3, 3)))
