import torch
import torch.nn.functional as F

logits = torch.randn(4, 3)
print(F.cross_entropy(logits, torch.zeros(4, 1, dtype=torch.long)))
