import torch
x = torch.arange(6.0)
print(x.sum())
print(torch.Tensor.sum())
