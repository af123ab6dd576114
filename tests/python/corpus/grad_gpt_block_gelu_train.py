import torch
import torch.nn as nn
import torch.nn.functional as F

# A one-block transformer with a GELU feed-forward and dropout, trained a few AdamW steps on a tiny sequence.
torch.manual_seed(20)
vocab, T, C, H = 7, 5, 8, 2


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.qkv = nn.Linear(C, 3 * C)
        self.proj = nn.Linear(C, C)
        self.ff = nn.Sequential(nn.Linear(C, 4 * C), nn.GELU(), nn.Linear(4 * C, C), nn.Dropout(0.1))
        self.ln1 = nn.LayerNorm(C)
        self.ln2 = nn.LayerNorm(C)
        self.register_buffer("mask", torch.tril(torch.ones(T, T)))

    def forward(self, x):
        B = x.shape[0]
        q, k, v = self.qkv(self.ln1(x)).split(C, dim=2)
        q = q.view(B, T, H, C // H).transpose(1, 2)
        k = k.view(B, T, H, C // H).transpose(1, 2)
        v = v.view(B, T, H, C // H).transpose(1, 2)
        att = (q @ k.transpose(-2, -1)) * (C // H) ** -0.5
        att = att.masked_fill(self.mask[:T, :T] == 0, float("-inf")).softmax(-1)
        y = (att @ v).transpose(1, 2).contiguous().view(B, T, C)
        x = x + self.proj(y)
        return x + self.ff(self.ln2(x))


emb = nn.Embedding(vocab, C)
block = Block()
head = nn.Linear(C, vocab)
params = list(emb.parameters()) + list(block.parameters()) + list(head.parameters())
opt = torch.optim.AdamW(params, lr=0.01)
data = torch.tensor([[1, 2, 3, 4, 5, 6], [6, 5, 4, 3, 2, 1]])
xb, yb = data[:, :T], data[:, 1:]
for step in range(6):
    logits = head(block(emb(xb)))
    loss = F.cross_entropy(logits.view(-1, vocab), yb.reshape(-1))
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(step, loss.item())
print(block.qkv.weight.grad[0, :4])
