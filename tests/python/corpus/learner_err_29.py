import torch
a = torch.ones(2, 3)
b = torch.ones(2, 3)
print(torch.stack([a, b.T]))
