import torch
x = torch.randn(2, 3)
print(x.shape)
print(x.shape()
