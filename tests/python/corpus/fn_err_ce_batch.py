import torch
import torch.nn.functional as F

torch.manual_seed(0)
logits = torch.randn(32, 65)
targets = torch.randint(0, 65, (4, 8))
print(F.cross_entropy(logits, targets))
