import torch
import torch.nn as nn


class Scale(nn.Module):
    def __init__(self, factor):
        self.factor = factor

    def forward(self, x):
        return x * self.factor


s = Scale(2.0)
print(s.factor)
print(s(torch.ones(2)))
