import torch
print(torch.randn(2, 3).view(-1, -1))
