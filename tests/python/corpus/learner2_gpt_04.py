import torch
import torch.nn as nn
torch.manual_seed(0)
ln = nn.LayerNorm(8)
x = torch.randn(2, 3, 8) * 3 + 1
y = ln(x)
print(ln)
print(y[0])
print(y.mean(-1))
print(y.std(-1, unbiased=False))
print(ln.weight, ln.bias)
