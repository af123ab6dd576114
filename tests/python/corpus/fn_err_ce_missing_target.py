import torch
import torch.nn.functional as F

print(F.cross_entropy(torch.randn(2, 3)))
