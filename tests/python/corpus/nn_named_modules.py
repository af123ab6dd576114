import torch.nn as nn

shared = nn.Linear(2, 2)
net = nn.Sequential(shared, nn.ReLU(), shared)
print(net)
for name, module in net.named_modules():
    print(repr(name), type(module).__name__)
print(len(list(net.parameters())))
print([n for n, _ in net.named_parameters()])
print(len(list(net.children())))
print(net.state_dict().keys())


class Outer(nn.Module):
    def __init__(self):
        super().__init__()
        self.inner = nn.Sequential(nn.Linear(1, 1), nn.Sequential(nn.ReLU()))


o = Outer()
print([name for name, _ in o.named_modules()])
print([name for name, _ in o.named_modules(prefix='model')])
print([n for n, _ in o.named_parameters(prefix='m')])
