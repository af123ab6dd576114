import torch
a = torch.ones(3, 1, 2)
b = torch.ones(4, 3)
print(a * b)
