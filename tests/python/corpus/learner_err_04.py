import torch
x = torch.randn(4, 6)
y = x.transpose(0, 1)
print(y.view(24))
