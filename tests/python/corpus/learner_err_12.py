import torch
x = torch.randn(2, 2)
print(x.item())
