import torch
import torch.nn as nn
net = nn.Sequential(nn.Linear(2, 2))
print(type(net).__name__)
out = nn.Sequential.__call__()
