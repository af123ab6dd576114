import torch.nn as nn

class TinyNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer = nn.Linear(4, 2)

print("building the network")
net = TinyNet          # the parentheses are missing: net is the class
print(net.__name__)
total = sum(p.numel() for p in net.parameters())
print("parameters:", total)
