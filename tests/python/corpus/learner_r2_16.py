import torch
from torch import nn
m = nn.Linear(4, 2)
print(m(torch.ones(3)).shape)
print(m(torch.ones(2, 5)))
