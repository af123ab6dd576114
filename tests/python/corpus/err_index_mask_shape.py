import torch
x = torch.randn(3, 4)
mask = torch.tensor([True, False])
print(x[mask])
