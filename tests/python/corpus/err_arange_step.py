import torch
print(torch.arange(10, 0, 1))
