import torch
print(torch.arange(6).var())
