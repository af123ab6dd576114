import torch
import torch.nn as nn
torch.manual_seed(1337)
heads = nn.ModuleList([nn.Linear(8, 2, bias=False) for _ in range(4)])
x = torch.randn(3, 8)
outs = torch.stack([h(x) for h in heads], dim=0)
print(outs.shape)
print(outs.mean(0))
print(heads[-1].weight)
print(heads[1:3])
