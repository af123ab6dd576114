import torch
x = torch.randn(3)
print(x[1.0])
