import torch
x = torch.ones(3, 3)
print(x.sum(dim=2))
