import torch
a = torch.ones(3, 4)
b = torch.ones(4, 3)
print(a + b)
