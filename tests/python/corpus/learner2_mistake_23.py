import torch
from torch import nn
torch.manual_seed(0)
head_size = 16
print(head_size ** -0.5)
scale = head_size ^ -0.5
