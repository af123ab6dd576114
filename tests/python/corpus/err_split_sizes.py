import torch
x = torch.arange(10)
print(x.split([3, 3], dim=0))
