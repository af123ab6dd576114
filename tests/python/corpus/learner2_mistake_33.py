import torch
import torch.nn as nn
class Head(nn.Module):
    def __init__(self, head_size):
        super().__init__()
        self.key = nn.Linear(16, head_size, bias=False)
    def forward(self, x):
        return self.key(x)
h = Head()
