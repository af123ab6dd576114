import torch
import torch.nn.functional as F

torch.manual_seed(1337)
B, T, C = 4, 8, 65
logits = torch.randn(B, T, C)
targets = torch.randint(0, C, (B, T))
print(logits.shape, targets.shape)
loss = F.cross_entropy(logits, targets)
print(loss)
