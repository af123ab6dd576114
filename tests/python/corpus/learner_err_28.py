import torch
x = torch.arange(10)
print(x.view(3, 3))
