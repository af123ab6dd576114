import torch
from torch import nn
layer = nn.Linear(2, 2)
print(layer.weigth)
