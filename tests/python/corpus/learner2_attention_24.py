import torch
torch.manual_seed(9)
q = torch.randn(5, 16)
k = torch.randn(5, 16)
scores = q @ k.T / 16 ** 0.5
print(scores.shape)
top = scores.max(dim=-1)
print(top.values)
print(top.indices)
print(scores.diagonal())
print(scores.diag())
