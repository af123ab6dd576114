import torch
import torch.nn as nn
torch.manual_seed(1337)
ln = nn.LayerNorm(32)
lin = nn.Linear(32, 32)
print(sum(p.numel() for p in ln.parameters()))
print(sum(p.numel() for p in lin.parameters()))
print(ln.normalized_shape, ln.eps)
print(ln.weight[:4], ln.bias[:4])
print(lin.bias.shape)
