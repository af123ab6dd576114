import torch

bias = torch.zeros(2, 3)
print(bias.expand(4, 2, 3).shape)
print(bias.expand(4, 2))
