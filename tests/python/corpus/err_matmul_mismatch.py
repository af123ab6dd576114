import torch
a = torch.ones(4, 128)
b = torch.ones(64, 32)
print(a @ b)
