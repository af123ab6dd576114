import torch
import torch.nn as nn
x = torch.tensor([-1.0, 2.0])
print(nn.ReLU()(x))
print(nn.ReLU.forward(x))
