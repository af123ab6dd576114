import torch
print(torch.zeros(2, 3) + torch.ones(3, 2))
