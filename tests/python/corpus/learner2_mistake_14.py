import torch
import torch.nn as nn
class Head(nn.Module):
    def __init__(self, head_size):
        self.key = nn.Linear(8, head_size)
h = Head(4)
