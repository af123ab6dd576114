import torch.nn as nn
layer = nn.Linear(2, 3)
print(layer.weight.shape)
print(nn.Linear.weight.shape)
