import torch
import torch.nn as nn
torch.manual_seed(1337)
class Head(nn.Module):
    def __init__(self, head_size, n_embd=32):
        super().__init__()
        self.head_size = head_size
        self.key = nn.Linear(n_embd, head_size, bias=False)
    def forward(self, x):
        return self.key(x)
    def extra_repr(self):
        return f"head_size={self.head_size}"

h = Head(8)
print(h)
print(isinstance(h, nn.Module))
print(h.head_size)
print(h(torch.randn(1, 2, 32)).shape)
