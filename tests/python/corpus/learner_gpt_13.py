import torch
import torch.nn as nn
torch.manual_seed(1337)
ln = nn.LayerNorm(8)
x = torch.randn(2, 3, 8) * 5 + 2
y = ln(x)
print(ln)
print(y[0])
print(ln.weight, ln.bias)
print(y.mean(dim=-1))
