import torch
print(torch.ones(3, 2).expand(3, 4))
