import torch
from torch import nn
class Head(nn.Module):
    def __init__(self, head_size):
        super().__init__()
        self.key = nn.Linear(32, head_size, bias=False)
    def forward(self, x):
        return self.key(x)
h = Head(16)
print(h(torch.randn(2, 4, 16)))
