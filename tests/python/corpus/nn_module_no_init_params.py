import torch
import torch.nn as nn


class Broken(nn.Module):
    def __init__(self):
        self.scale = 2

    def forward(self, x):
        return x * self.scale


b = Broken()
print(b.scale)
print(list(b.parameters()))
