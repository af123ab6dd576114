import torch
import torch.nn as nn

blocks = nn.ModuleDict({'embed': nn.Linear(3, 4), 'act': nn.ReLU()})
print(blocks)
print(len(blocks))
print('act' in blocks, 'norm' in blocks)
print(blocks.keys())
print(list(blocks))
for name, module in blocks.items():
    print(name, module)
blocks['norm'] = nn.LayerNorm(4)
print(list(blocks.keys()))
print([n for n, _ in blocks.named_parameters()])
print(blocks['missing'])
