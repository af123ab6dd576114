import torch
import torch.nn as nn
from torch.nn import functional as F
torch.manual_seed(0)
# a gated feed-forward (SwiGLU, as newer models use): silu(x W1) * (x W3), then W2
class SwiGLU(nn.Module):
    def __init__(self, dim, hidden):
        super().__init__()
        self.w1 = nn.Linear(dim, hidden, bias=False)
        self.w2 = nn.Linear(hidden, dim, bias=False)
        self.w3 = nn.Linear(dim, hidden, bias=False)

    def forward(self, x):
        return self.w2(F.silu(self.w1(x)) * self.w3(x))

block = SwiGLU(8, 20)
x = torch.randn(1, 4, 8)
y = block(x)
print(block)
print(y)
print(y.sum().item())
print(sum(p.numel() for p in block.parameters()))
