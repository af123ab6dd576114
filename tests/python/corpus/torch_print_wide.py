import torch
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
print(x)
print(x[0, 0, :8])
print(x[0, :, 0])
