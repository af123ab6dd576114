import torch
import torch.nn.functional as F
torch.manual_seed(0)
logits = torch.randn(2, 4, 10)
targets = torch.randint(0, 10, (2, 4))
loss = F.cross_entropy(logits, targets)
print(loss)
