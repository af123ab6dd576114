import torch
import torch.nn as nn
torch.manual_seed(1337)
class GPT(nn.Module):
    def __init__(self, vocab_size=50, n_embd=16, block_size=8):
        super().__init__()
        self.block_size = block_size
        self.tok = nn.Embedding(vocab_size, n_embd)
        self.pos = nn.Embedding(block_size, n_embd)
        self.lm_head = nn.Linear(n_embd, vocab_size)
    def forward(self, idx):
        B, T = idx.shape
        x = self.tok(idx) + self.pos(torch.arange(T))
        return self.lm_head(x)
    @torch.no_grad()
    def generate(self, idx, n):
        for _ in range(n):
            logits = self(idx[:, -self.block_size:])[:, -1, :]
            nxt = torch.argmax(logits, dim=-1, keepdim=True)
            idx = torch.cat((idx, nxt), dim=1)
        return idx
m = GPT()
print(m.generate(torch.zeros((1, 1), dtype=torch.long), 10))
print(sum(p.numel() for p in m.parameters()))
