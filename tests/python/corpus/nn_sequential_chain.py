import torch
import torch.nn as nn

torch.manual_seed(7)
net = nn.Sequential(nn.Linear(5, 6), nn.Dropout(0.0), nn.Linear(6, 3))
x = torch.randn(2, 5)
y = net(x)
print(y)
print(y.shape)
manual = net[2](net[1](net[0](x)))
print(torch.equal(y, manual))
print([tuple(p.shape) for p in net.parameters()])
