import torch
a = torch.randn(3, 4)
b = torch.randn(4, 3)
print(a + b)
