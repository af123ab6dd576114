import torch
print(torch.arange(1, 4) ** -1)
