import torch
x = torch.ones(3, 4)
print(x[3])
