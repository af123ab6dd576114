import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
layers = {name: nn.Linear(128, 32, bias=False) for name in ["query", "key", "value"]}
outs = {name: layer(x) for name, layer in layers.items()}
for name, out in outs.items():
    print(name, out.shape, round(out[0, 0, 0].item(), 4))
print(torch.stack(list(outs.values())).shape)
