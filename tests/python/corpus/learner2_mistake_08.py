import torch
x = torch.randn(2, 3, 4)
print(x.transpose(1, 3))
