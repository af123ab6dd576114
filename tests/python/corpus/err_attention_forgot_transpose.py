import torch
torch.manual_seed(0)
B, T, hs = 1, 8, 16
q = torch.randn(B, T, hs)
k = torch.randn(B, T, hs)
wei = q @ k
print(wei.shape)
