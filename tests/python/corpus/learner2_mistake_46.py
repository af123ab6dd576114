import torch
print(torch.randn(2, 3).reshape(4, 2))
