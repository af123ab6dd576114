import torch
x = torch.zeros(2, 3)
print(x.transpose(0, 2))
