import torch
x = torch.zeros(2, 3)
print(x[0, 1, 2])
