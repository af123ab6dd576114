import torch
import torch.nn as nn
import torch.nn.functional as F
torch.manual_seed(1337)
logits = torch.randn(8, 5)
targets = torch.tensor([0, 1, 2, 3, 4, 0, 1, 2])
loss = F.cross_entropy(logits, targets)
print(loss)
print(-torch.log(torch.tensor(1/5)))
print(nn.CrossEntropyLoss()(logits, targets))
