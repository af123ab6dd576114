import torch
import torch.nn.functional as F

print(F.cross_entropy(torch.randn(2, 3, 4, 5), torch.zeros(2, 4, dtype=torch.long)))
