import torch
x = torch.arange(6)
print(x.view(2, 3))
print(torch.Tensor.view(3))
