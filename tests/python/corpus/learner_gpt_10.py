import torch
import torch.nn as nn
torch.manual_seed(1337)
model = nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 4))
print(model)
x = torch.randn(3, 8)
print(model(x))
for name, p in model.named_parameters():
    print(f"{name:10s} {str(tuple(p.shape)):10s} {p.numel()}")
print(model[0].weight.shape, len(model))
