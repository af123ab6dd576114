import torch
x = torch.zeros(1, 4, 32)
print(x[0, 4])
