import torch
x = torch.ones(3)
print(len(x[0]))
