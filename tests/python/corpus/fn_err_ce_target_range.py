import torch
import torch.nn.functional as F

torch.manual_seed(0)
logits = torch.randn(4, 65)
targets = torch.tensor([3, 64, 65, 1])
print(F.cross_entropy(logits, targets))
