import torch
import torch.nn.functional as F
logits = torch.randn(4, 5)
targets = torch.tensor([1.0, 2.0, 0.0, 4.0])
print(F.cross_entropy(logits, targets))
