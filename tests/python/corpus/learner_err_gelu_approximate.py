import torch
import torch.nn as nn
x = torch.randn(3, 4)
act = nn.GELU(approximate='exact')
print(act)
print(act(x))
