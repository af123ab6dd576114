import torch
import torch.nn as nn
from torch.nn import functional as F
torch.manual_seed(1337)
n_embd = 64
n_head = 4
n_layer = 4
vocab_size = 65
block_size = 32

class Block(nn.Module):
    def __init__(self, n_embd, n_head):
        super().__init__()
        self.ln1 = nn.LayerNorm(n_embd)
        self.attn_proj = nn.Linear(n_embd, 3 * n_embd)
        self.out_proj = nn.Linear(n_embd, n_embd)
        self.ln2 = nn.LayerNorm(n_embd)
        self.mlp = nn.Sequential(nn.Linear(n_embd, 4 * n_embd), nn.ReLU(), nn.Linear(4 * n_embd, n_embd))

model = nn.Sequential(*[Block(n_embd, n_head) for _ in range(n_layer)])
emb = nn.Embedding(vocab_size, n_embd)
pos = nn.Embedding(block_size, n_embd)
head = nn.Linear(n_embd, vocab_size)
total = sum(p.numel() for p in model.parameters()) + emb.weight.numel() + pos.weight.numel() + sum(p.numel() for p in head.parameters())
print(total, 'parameters')
print(total / 1e6, 'M parameters')
print(f"{total/1e6:.3f} M")
