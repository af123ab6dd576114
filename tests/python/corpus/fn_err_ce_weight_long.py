import torch
import torch.nn.functional as F

w = torch.ones(3, dtype=torch.long)
print(F.cross_entropy(torch.randn(2, 3), torch.tensor([0, 1]), weight=w))
