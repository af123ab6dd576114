import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(2, 3), nn.ReLU(), nn.Linear(3, 1))
print(model.zero_grad())
print([p.grad for p in model.parameters()])
print(model.requires_grad_(False) is model)
print([p.requires_grad for p in model.parameters()])
model.requires_grad_()
print(all(p.requires_grad for p in model.parameters()))
print(len(list(model.buffers())), list(model.named_buffers()))
