import torch
import torch.nn as nn
torch.manual_seed(1337)
class Head(nn.Module):
    def __init__(self, head_size):
        super().__init__()
        self.key = nn.Linear(32, head_size, bias=False)
        self.query = nn.Linear(32, head_size, bias=False)
        self.value = nn.Linear(32, head_size, bias=False)
        self.register_buffer('tril', torch.tril(torch.ones(8, 8)))
    def forward(self, x):
        B, T, C = x.shape
        k = self.key(x)
        q = self.query(x)
        wei = q @ k.transpose(-2, -1) * C**-0.5
        wei = wei.masked_fill(self.tril[:T, :T] == 0, float('-inf'))
        wei = wei.softmax(-1)
        return wei @ self.value(x)
h = Head(8)
x = torch.randn(1, 10, 32)
print(h(x).shape)
