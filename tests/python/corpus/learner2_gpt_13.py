import torch
import torch.nn as nn
torch.manual_seed(1337)
seq = nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 8))
print(seq)
print(seq[0])
print(seq[0].weight.shape)
print(len(seq))
x = torch.randn(3, 8)
print(seq(x).shape)
for i, layer in enumerate(seq):
    print(i, type(layer).__name__)
