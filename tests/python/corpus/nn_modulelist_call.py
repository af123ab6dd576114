import torch
import torch.nn as nn

heads = nn.ModuleList([nn.Linear(4, 2) for _ in range(2)])
x = torch.ones(3, 4)
out = torch.cat([h(x) for h in heads], dim=-1)
print(out.shape)
heads(x)
