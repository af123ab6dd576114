import torch
x = torch.randn(4, 8)
print(x.transpose(0, 2))
