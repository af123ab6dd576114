import torch
import torch.nn as nn

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2), nn.Dropout(0.1))
print(len(net))
print(net[0])
print(net[-1])
print(net[1:3])
print(net[::2])
for layer in net:
    print(type(layer).__name__)
net.append(nn.Linear(2, 1))
print(len(net), net[4])
print([name for name, _ in net.named_children()])
print(net[5])
