import torch
import torch.nn as nn
torch.manual_seed(1337)

class Block(nn.Module):
    def __init__(self, n_embd):
        super().__init__()
        self.ln1 = nn.LayerNorm(n_embd)
        self.ln2 = nn.LayerNorm(n_embd)
        self.ff = nn.Linear(n_embd, n_embd)

    def forward(self, x):
        x = x + self.ff(self.ln1(x))
        return self.ln2(x)

b = Block(16)
x = torch.randn(2, 4, 16)
y = b(x)
print(y.shape)
print(y[0, 0])
print(y.mean(-1), y.std(-1))
print(b)
