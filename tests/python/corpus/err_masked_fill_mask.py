import torch
wei = torch.zeros(3, 3)
mask = torch.arange(9).view(3, 3)
print(wei.masked_fill(mask, float('-inf')))
