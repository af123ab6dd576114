import torch
from torch import nn
m = nn.Linear(4, 4)
print(m.wieght)
