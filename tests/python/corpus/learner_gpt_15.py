import torch
import torch.nn as nn
torch.manual_seed(1337)
class Net(nn.Module):
    def __init__(self, sizes):
        super().__init__()
        self.layers = nn.ModuleList(nn.Linear(a, b) for a, b in zip(sizes, sizes[1:]))
    def forward(self, x):
        for layer in self.layers:
            x = torch.tanh(layer(x))
        return x
net = Net([5, 7, 3])
print(net(torch.randn(2, 5)))
print(net)
n = 0
for p in net.parameters():
    n += p.numel()
print(n, "parameters")
