import torch
import torch.nn as nn
from torch.nn import functional as F
torch.manual_seed(1337)
logits = torch.randn(1, 65)
probs = F.softmax(logits, dim=-1)
idx_next = torch.multinomial(probs, num_samples=1)
print(idx_next)
idx = torch.zeros((1, 1), dtype=torch.long)
idx = torch.cat((idx, idx_next), dim=1)
print(idx)
print(idx.dtype)
