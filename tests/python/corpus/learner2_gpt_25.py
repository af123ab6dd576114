import torch
import torch.nn as nn
from torch.nn import functional as F
torch.manual_seed(1337)
class Head(nn.Module):
    def __init__(self, n_embd, head_size, block_size):
        super().__init__()
        self.key = nn.Linear(n_embd, head_size, bias=False)
        self.query = nn.Linear(n_embd, head_size, bias=False)
        self.value = nn.Linear(n_embd, head_size, bias=False)
        self.register_buffer('tril', torch.tril(torch.ones(block_size, block_size)))
    def forward(self, x):
        B, T, C = x.shape
        k, q, v = self.key(x), self.query(x), self.value(x)
        wei = q @ k.transpose(-2, -1) * k.shape[-1] ** -0.5
        wei = wei.masked_fill(self.tril[:T, :T] == 0, float('-inf'))
        return F.softmax(wei, dim=-1) @ v
h = Head(32, 8, 16)
print(h.tril.shape, h.tril[:3, :3])
for T in (1, 5, 16):
    print(T, h(torch.randn(1, T, 32))[0, -1, :3])
print(dict(h.named_buffers()).keys())
