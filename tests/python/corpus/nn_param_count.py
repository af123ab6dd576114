import torch
from torch import nn

torch.manual_seed(0)
n_embd = 32
n_head = 4


class Block(nn.Module):
    def __init__(self, n_embd, n_head):
        super().__init__()
        head_size = n_embd // n_head
        self.sa = nn.ModuleList([nn.Linear(n_embd, head_size, bias=False) for _ in range(n_head)])
        self.ffwd = nn.Sequential(
            nn.Linear(n_embd, 4 * n_embd),
            nn.ReLU(),
            nn.Linear(4 * n_embd, n_embd),
            nn.Dropout(0.2),
        )
        self.ln1 = nn.LayerNorm(n_embd)
        self.ln2 = nn.LayerNorm(n_embd)


block = Block(n_embd, n_head)
print(block)
total = sum(p.numel() for p in block.parameters())
print(f"{total} parameters")
print(f"{total/1e3:.1f}K parameters")
trainable = sum(p.numel() for p in block.parameters() if p.requires_grad)
print(trainable == total)
print(len(list(block.parameters())))
print([name for name, _ in block.named_parameters()])
