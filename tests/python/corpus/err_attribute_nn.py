from torch import nn
layer = nn.Linaer(2, 3)
