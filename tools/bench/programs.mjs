// programs.mjs — the Python programs `make bench` times both in the page's worker and in real PyTorch (one thread,
// the import excluded): a set-up, then a body repeated `count` times. A figure is the difference between two
// counts divided by the difference in count, so the set-up and the trip to the worker cancel out.

// `c = a + b` on 4-element tensors: the cost of one tiny op through the interpreter.
export const tinyOp = {
  name: 'tiny op (c = a + b, 4 elements)',
  setup: 'import torch\ntorch.manual_seed(0)\na = torch.randn(4)\nb = torch.randn(4)\n',
  body: 'c = a + b\n',
  counts: [2000, 20000],
};

// One training step of the lecture's GPT at n_embd=64, n_head=4, n_layer=2, block_size=16, batch_size=8:
// forward, cross-entropy, backward and AdamW, with dropout as the lecture has it.
const gptSetup = `import torch
import torch.nn as nn
from torch.nn import functional as F
torch.manual_seed(1337)
batch_size, block_size, n_embd, n_head, n_layer, dropout = 8, 16, 64, 4, 2, 0.2
text = "a tiny corpus for timing a training step: the quick brown fox jumps over the lazy dog. " * 8
chars = sorted(set(text))
vocab_size = len(chars)
data = torch.tensor([chars.index(c) for c in text], dtype=torch.long)

class Head(nn.Module):
    def __init__(self, head_size):
        super().__init__()
        self.key = nn.Linear(n_embd, head_size, bias=False)
        self.query = nn.Linear(n_embd, head_size, bias=False)
        self.value = nn.Linear(n_embd, head_size, bias=False)
        self.register_buffer('tril', torch.tril(torch.ones(block_size, block_size)))
        self.dropout = nn.Dropout(dropout)
    def forward(self, x):
        B, T, C = x.shape
        k, q = self.key(x), self.query(x)
        wei = q @ k.transpose(-2, -1) * k.shape[-1] ** -0.5
        wei = wei.masked_fill(self.tril[:T, :T] == 0, float('-inf'))
        wei = self.dropout(F.softmax(wei, dim=-1))
        return wei @ self.value(x)

class MultiHead(nn.Module):
    def __init__(self, count, head_size):
        super().__init__()
        self.heads = nn.ModuleList([Head(head_size) for _ in range(count)])
        self.proj = nn.Linear(head_size * count, n_embd)
        self.dropout = nn.Dropout(dropout)
    def forward(self, x):
        return self.dropout(self.proj(torch.cat([h(x) for h in self.heads], dim=-1)))

class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.attention = MultiHead(n_head, n_embd // n_head)
        self.feed_forward = nn.Sequential(nn.Linear(n_embd, 4 * n_embd), nn.ReLU(), nn.Linear(4 * n_embd, n_embd), nn.Dropout(dropout))
        self.ln1, self.ln2 = nn.LayerNorm(n_embd), nn.LayerNorm(n_embd)
    def forward(self, x):
        x = x + self.attention(self.ln1(x))
        return x + self.feed_forward(self.ln2(x))

class GPT(nn.Module):
    def __init__(self):
        super().__init__()
        self.token_embedding = nn.Embedding(vocab_size, n_embd)
        self.position_embedding = nn.Embedding(block_size, n_embd)
        self.blocks = nn.Sequential(*[Block() for _ in range(n_layer)])
        self.ln_f = nn.LayerNorm(n_embd)
        self.lm_head = nn.Linear(n_embd, vocab_size)
    def forward(self, idx, targets):
        B, T = idx.shape
        x = self.token_embedding(idx) + self.position_embedding(torch.arange(T))
        logits = self.lm_head(self.ln_f(self.blocks(x)))
        return F.cross_entropy(logits.view(B * T, vocab_size), targets.view(B * T))

model = GPT()
optimizer = torch.optim.AdamW(model.parameters(), lr=1e-3)
def step():
    ix = torch.randint(len(data) - block_size, (batch_size,))
    xb = torch.stack([data[i:i + block_size] for i in ix])
    yb = torch.stack([data[i + 1:i + block_size + 1] for i in ix])
    loss = model(xb, yb)
    optimizer.zero_grad(set_to_none=True)
    loss.backward()
    optimizer.step()
    return loss
for _ in range(3):
    step()
`;

export const trainStep = {
  name: 'GPT training step (n_embd 64, 4 heads, 2 layers, block 16, batch 8)',
  setup: gptSetup,
  body: 'step()\n',
  counts: [5, 25],
};

// The same training for heap growth: a warm-up, then 1000 more steps.
export const trainHeap = { setup: gptSetup, body: 'step()\n', counts: [20, 1020] };

// The program of `count` repetitions of `body` after `setup`.
export const repeated = ({ setup, body }, count) =>
  `${setup}for _ in range(${count}):\n${body.trimEnd().split('\n').map((line) => `    ${line}`).join('\n')}\n`;
