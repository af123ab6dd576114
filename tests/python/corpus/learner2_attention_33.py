import torch
torch.manual_seed(0)
T = 4
q = torch.randn(T, 8)
k = torch.randn(T, 8)
s = q @ k.T
mask = torch.tril(torch.ones(T, T, dtype=torch.bool))
s = torch.where(mask, s, torch.tensor(float('-inf')))
print(s)
print(torch.softmax(s, -1).round(decimals=3))
