import torch
import torch.nn as nn
torch.manual_seed(1337)
class Head(nn.Module):
    def __init__(self, head_size):
        super().__init__()
        self.key = nn.Linear(8, head_size, bias=False)
h = Head(4)
print(h.key.weight.shape)
print(h.key.weight.data.mean())
h.key.weight.data.zero_()
print(h.key.weight.sum())
h.zero_grad()
print(next(h.parameters()).shape)
print(next(iter(h.children())))
