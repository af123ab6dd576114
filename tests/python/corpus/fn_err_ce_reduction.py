import torch
import torch.nn.functional as F

logits = torch.randn(4, 3)
print(F.cross_entropy(logits, torch.tensor([0, 1, 2, 0]), reduction="average"))
