import torch
import torch.nn as nn
torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 3), nn.ReLU(), nn.Linear(3, 1))
for name, param in model.named_parameters():
    print(name, param.shape, param.requires_grad)
print(model.state_dict()['0.bias'])
n = 0
for p in model.parameters():
    n += p.numel()
print("params:", n)
print(model(torch.zeros(2, 4)))
