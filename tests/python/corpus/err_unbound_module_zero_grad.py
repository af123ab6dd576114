import torch
import torch.nn as nn
layer = nn.Linear(2, 1)
print(layer)
nn.Linear.zero_grad()
