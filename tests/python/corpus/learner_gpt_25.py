import torch
import torch.nn as nn
torch.manual_seed(1337)
class Head(nn.Module):
    def __init__(self, head_size):
        super().__init__()
        self.head_size = head_size
        self.key = nn.Linear(32, head_size, bias=False)
    def __repr__(self):
        return f"Head(head_size={self.head_size})"
h = Head(8)
print(h)
print([h, h])
print(str(h), repr(h))
h.train(False)
print(h.training)
print(h.key.weight.shape, next(h.parameters()).shape)
