import torch
x = torch.randn(2, 3, 4)
y = x.view(5, -1)
