import torch
import torch.nn as nn
torch.manual_seed(2)
class Tiny(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleDict({"a": nn.Linear(4, 4), "b": nn.Linear(4, 2)})
    def forward(self, x):
        return self.layers["b"](torch.relu(self.layers["a"](x)))
t = Tiny()
print(t)
print(t(torch.ones(2, 4)))
print([k for k in t.state_dict()])
