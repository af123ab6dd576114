import torch
x = torch.zeros(2, 3, 4)
print(x.t())
