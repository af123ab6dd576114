// programs.mjs — the Python programs `make bench` times both in the page's worker and in real PyTorch (one thread,
// the import excluded): a set-up, then a body repeated `count` times. A figure is the difference between the timed
// loops of two counts divided by the difference in count, timed by the program itself (selfTimed below).

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
  `${setup}for _ in range(${count}):\n${indented(body, 1)}\n`;

const indented = (body, depth) => body.trimEnd().split('\n').map((line) => `${'    '.repeat(depth)}${line}`).join('\n');

// A program that times itself: after `setup` (not timed), `body` repeated low times, then high times, each loop
// timed with time.perf_counter, both at module level as torch_programs.py runs it; its last line of output is
// the two timings in seconds, `[low_seconds, high_seconds]`. The same text runs in the page and in PyTorch, so
// neither the set-up nor the trip to the worker is in the figure.
export const selfTimed = ({ setup, body, counts }) => `${setup}import time as _bench_time
_bench_seconds = []
for _bench_count in (${counts[0]}, ${counts[1]}):
    _bench_start = _bench_time.perf_counter()
    for _ in range(_bench_count):
${indented(body, 2)}
    _bench_seconds.append(_bench_time.perf_counter() - _bench_start)
print(_bench_seconds)
`;

// Seconds per repetition of the body from a self-timed program's output, or an error when the output is not two
// timings that grow with the count (a negative or zero figure would claim a target it never measured). `mean`:
// both loops' time over both counts instead, for a run whose speed changes as it goes (V8 optimising the runtime
// in a fresh page can make the longer loop take less time than the shorter): always defined, and not a figure.
export function perUnitFromOutput(program, output, { mean = false } = {}) {
  const lines = String(output || '').trim().split('\n');
  const match = /^\[([-+0-9.e]+), ([-+0-9.e]+)\]$/.exec(lines.at(-1) || '');
  if (!match) return { seconds: null, error: `no timings in the output: ${JSON.stringify(lines.at(-1) || '')}` };
  const [low, high] = [Number(match[1]), Number(match[2])];
  const [lowCount, highCount] = program.counts;
  if (mean && low > 0 && high > 0) return { seconds: (low + high) / (lowCount + highCount) };
  const seconds = (high - low) / (highCount - lowCount);
  if (!(low > 0 && high > low && Number.isFinite(seconds))) {
    return { seconds: null, error: `absurd timings: ${lowCount} runs ${low} s, ${highCount} runs ${high} s` };
  }
  return { seconds };
}
