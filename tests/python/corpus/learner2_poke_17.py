import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
layers = {"query": nn.Linear(128, 32, bias=False), "key": nn.Linear(128, 32, bias=False)}
for role, layer in layers.items():
    out = layer(x)
    print(f"{role:>6}: {out[0, 0, 0].item():+.3f} {out.shape}")
print(list(layers.keys()))
