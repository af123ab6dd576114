import torch
import torch.nn as nn
torch.manual_seed(1337)
class Block(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.ln = nn.LayerNorm(d)
        self.ff = nn.Linear(d, d)
    def forward(self, x):
        return x + self.ff(self.ln(x))
blocks = nn.Sequential(*[Block(6) for _ in range(3)])
x = torch.randn(2, 6)
print(blocks(x))
n = sum(p.numel() for p in blocks.parameters() if p.requires_grad)
print(f"{n} trainable params")
print(blocks[1].ln)
