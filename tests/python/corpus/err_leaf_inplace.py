import torch
from torch import nn
layer = nn.Linear(2, 2)
w = layer.weight
w += 1
