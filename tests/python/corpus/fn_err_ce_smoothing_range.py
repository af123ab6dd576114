import torch
import torch.nn.functional as F

print(F.cross_entropy(torch.randn(2, 3), torch.tensor([0, 1]), label_smoothing=1.23456789))
