import torch
import torch.nn as nn
model = nn.Linear(2, 1)
opt = torch.optim.Adam
print("optimizer:", opt.__name__)
loss = model(torch.ones(1, 2)).sum()
loss.backward()
opt.step()
