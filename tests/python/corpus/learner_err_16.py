import torch
torch.manual_seed(42)
x = torch.randn(1, 4, 8)
print(x.permute(0, 2))
