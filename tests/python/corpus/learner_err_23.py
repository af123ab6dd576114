import torch
q = torch.randn(1, 4, 32)
k = torch.randn(1, 4, 32)
wei = q @ k.T
print(wei.shape)
