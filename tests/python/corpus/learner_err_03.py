import torch
x = torch.randn(2, 3, 4)
print(x.view(5, -1))
