import torch
x = torch.zeros(3, 4)
x[:, 1] = torch.ones(3)
print(x)
x[0] = torch.ones(3)
