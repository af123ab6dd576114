import torch
x = torch.randn(2, 3, requires_grad=True)
print(x.numpy())
