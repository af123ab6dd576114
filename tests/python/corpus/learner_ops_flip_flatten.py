import torch
import torch.nn as nn

T = 4
tril = torch.tril(torch.ones(T, T))
print(tril.flip(0))
print(torch.flip(tril, dims=[0, 1]))
x = torch.arange(24.).view(2, 3, 4)
print(x.flip(-1)[0])
print(x.flatten(1).shape, x.flatten(0, 1).shape, x.flatten(start_dim=-2).shape, x.flatten().shape)
flat = nn.Flatten()
print(flat)
print(flat(x).shape, nn.Flatten(0, -1)(x).shape)
torch.manual_seed(0)
model = nn.Sequential(nn.Flatten(), nn.Linear(12, 5), nn.ReLU())
print(model)
print(model(x).shape)
print(nn.Flatten(start_dim=0, end_dim=1))
