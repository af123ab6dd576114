import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.nn import Linear
from torch import randn
torch.manual_seed(9)
x = randn(3, 4)
l1 = nn.Linear(4, 2)
l2 = Linear(4, 2, bias=False)
print(F.linear(x, l1.weight, l1.bias))
print(l2(x))
print(isinstance(x, torch.Tensor), isinstance(l1, nn.Linear), isinstance(l1.weight, torch.Tensor))
