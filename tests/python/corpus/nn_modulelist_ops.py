import torch
import torch.nn as nn

layers = nn.ModuleList([nn.Linear(2, 2) for _ in range(3)])
print(len(layers))
layers.append(nn.ReLU())
layers.extend([nn.Dropout(0.5), nn.Dropout(0.25)])
print(len(layers))
print(layers)
print(layers[-1])
print(layers[1:3])
layers.insert(0, nn.ReLU())
print([type(m).__name__ for m in layers])
layers += [nn.Linear(1, 1)]
print(len(layers), layers[7])
print(layers[10])
