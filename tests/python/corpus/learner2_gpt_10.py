import torch
import torch.nn as nn
torch.manual_seed(0)
heads = nn.ModuleDict({
    "q": nn.Linear(6, 3, bias=False),
    "k": nn.Linear(6, 3, bias=False),
})
print(heads)
x = torch.randn(2, 6)
for name in heads:
    print(name, heads[name](x))
print(len(heads))
