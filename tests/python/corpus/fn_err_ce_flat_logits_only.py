import torch
import torch.nn.functional as F

B, T, C = 4, 8, 65
logits = torch.randn(B, T, C)
targets = torch.randint(0, C, (B, T))
print(F.cross_entropy(logits.view(B * T, C), targets))
