import torch
import torch.nn as nn
layer = nn.Linear(4, 2)
print(layer(torch.tensor([1, 2, 3, 4])))
