# tanh as a method, a function and a layer.
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(2, 21) * 2
print(torch.tanh(x))
print(x.tanh().sum().item())
print(nn.Tanh()(x)[0, 15:18].tolist())
model = nn.Sequential(nn.Linear(21, 8), nn.Tanh(), nn.Linear(8, 1))
print(model)
print(model(x))
print(torch.tanh(torch.tensor([-20.0, -9.0, -0.5, 0.0, 1e-4, 3.0, 9.0])).tolist())
print(F.tanh(torch.arange(4)))
