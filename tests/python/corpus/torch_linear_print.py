import torch
from torch import nn
torch.manual_seed(42)
layer = nn.Linear(4, 3)
print(layer)
print(layer.weight)
print(layer.bias)
print(layer.weight.shape, layer.in_features, layer.out_features)
nobias = nn.Linear(3, 2, bias=False)
print(nobias, nobias.bias)
