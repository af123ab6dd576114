import torch
x = torch.randn(3, 4)
print(x.shape)
print(x.size(2))
