import torch
import torch.nn as nn
import torch.nn.functional as F
torch.manual_seed(0)
B, T, V = 2, 3, 7
logits = torch.randn(B, T, V)
targets = torch.randint(0, V, (B, T))
loss = F.cross_entropy(logits.view(B * T, V), targets.view(-1))
print(loss)
print(F.cross_entropy(logits.view(-1, V), targets.view(-1), reduction='none'))
print(loss.item() < torch.log(torch.tensor(float(V))).item())
