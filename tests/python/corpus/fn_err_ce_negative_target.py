import torch
import torch.nn.functional as F

logits = torch.randn(2, 3)
print(F.cross_entropy(logits, torch.tensor([-1, 0])))
