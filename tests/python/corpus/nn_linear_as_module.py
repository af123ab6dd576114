import torch
import torch.nn as nn

torch.manual_seed(0)
layer = nn.Linear(3, 2)
print(isinstance(layer, nn.Module), isinstance(layer, nn.Linear))
print(layer)
print([name for name, _ in layer.named_parameters()])
print(layer.state_dict().keys())
print(sum(p.numel() for p in layer.parameters()))
print(list(layer.children()))
print(layer.training, layer.in_features, layer.out_features)
nobias = nn.Linear(3, 2, bias=False)
print(nobias.bias, [n for n, _ in nobias.named_parameters()])
print(layer.weight)
x = torch.ones(1, 3)
print(layer(x))
print(layer.forward(x))
