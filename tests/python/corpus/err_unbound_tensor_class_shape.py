import torch
x = torch.zeros(2, 2)
print(x.shape)
x = torch.Tensor
print(x.__name__)
print(x.size())
