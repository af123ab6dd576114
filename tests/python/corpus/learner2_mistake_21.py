import torch
a = torch.randn(2, 3)
b = torch.randn(2, 3)
print(torch.cat([a, b.T]))
