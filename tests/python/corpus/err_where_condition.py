import torch
x = torch.arange(4)
print(torch.where(x, x, -x))
