import torch
torch.manual_seed(1337)
k = torch.randn(4, 8, 16)
q = torch.randn(4, 8, 16)
wei = q @ k.transpose(-2, -1) * 16**-0.5
print(k.var())
print(q.var())
print(wei.var())
