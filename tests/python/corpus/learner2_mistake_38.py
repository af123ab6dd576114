import torch
x = torch.randn(2, 3)
print(x.view(3, 2).T.view(6))
