import torch

print(torch.embedding())
