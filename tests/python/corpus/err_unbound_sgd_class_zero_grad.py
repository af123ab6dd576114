import torch
import torch.nn as nn
model = nn.Linear(2, 1)
optimizer = torch.optim.SGD
print("zeroing gradients")
optimizer.zero_grad()
