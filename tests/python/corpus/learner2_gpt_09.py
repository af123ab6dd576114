import torch
import torch.nn as nn
torch.manual_seed(1)

class Tiny(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleList([nn.Linear(4, 4) for _ in range(3)])
        self.register_buffer("mask", torch.ones(4))

    def forward(self, x):
        for layer in self.layers:
            x = torch.relu(layer(x))
        return x * self.mask

m = Tiny()
print(m)
print(m(torch.randn(2, 4)))
print([n for n, _ in m.named_buffers()])
print(list(m.state_dict().keys()))
