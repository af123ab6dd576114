import torch
x = torch.randn(2, 3, 4)
print(x.permute(0, 1))
