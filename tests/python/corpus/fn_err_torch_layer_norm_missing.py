import torch

x = torch.randn(2, 3)
print(torch.layer_norm(x))
