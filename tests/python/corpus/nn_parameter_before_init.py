import torch
import torch.nn as nn


class Gain(nn.Module):
    def __init__(self):
        self.gain = nn.Parameter(torch.ones(2))
        super().__init__()


g = Gain()
