# The lecture's character-level GPT, shrunk to train in a second: a few steps of AdamW, losses estimated under
# no_grad, then 100 sampled characters.
import torch
import torch.nn as nn
from torch.nn import functional as F

batch, context, steps, report_every, lr, eval_batches = 4, 8, 20, 10, 3e-4, 2
width, heads, layers, drop = 32, 4, 2, 0.2

torch.manual_seed(1337)
text = """First Citizen:
Before we proceed any further, hear me speak.

All:
Speak, speak.

First Citizen:
You are all resolved rather to die than to famish?

All:
Resolved. resolved.

First Citizen:
First, you know Caius Marcius is chief enemy to the people.
"""
alphabet = sorted(set(text))
vocab = len(alphabet)
to_id = {c: i for i, c in enumerate(alphabet)}
to_char = {i: c for i, c in enumerate(alphabet)}


def encode(s):
    return [to_id[c] for c in s]


def decode(ids):
    return "".join(to_char[i] for i in ids)


tokens = torch.tensor(encode(text), dtype=torch.long)
cut = int(0.9 * len(tokens))
splits = {"train": tokens[:cut], "val": tokens[cut:]}


def sample_batch(name):
    source = splits[name]
    starts = torch.randint(len(source) - context, (batch,))
    inputs = torch.stack([source[s:s + context] for s in starts])
    targets = torch.stack([source[s + 1:s + context + 1] for s in starts])
    return inputs, targets


@torch.no_grad()
def evaluate():
    result = {}
    net.eval()
    for name in ["train", "val"]:
        values = torch.zeros(eval_batches)
        for k in range(eval_batches):
            inputs, targets = sample_batch(name)
            _, loss = net(inputs, targets)
            values[k] = loss.item()
        result[name] = values.mean()
    net.train()
    return result


class AttentionHead(nn.Module):
    def __init__(self, size):
        super().__init__()
        self.key = nn.Linear(width, size, bias=False)
        self.query = nn.Linear(width, size, bias=False)
        self.value = nn.Linear(width, size, bias=False)
        self.register_buffer("causal", torch.tril(torch.ones(context, context)))
        self.dropout = nn.Dropout(drop)

    def forward(self, x):
        B, T, C = x.shape
        k, q = self.key(x), self.query(x)
        scores = q @ k.transpose(-2, -1) * k.shape[-1] ** -0.5
        scores = scores.masked_fill(self.causal[:T, :T] == 0, float("-inf"))
        weights = self.dropout(F.softmax(scores, dim=-1))
        return weights @ self.value(x)


class Attention(nn.Module):
    def __init__(self, count, size):
        super().__init__()
        self.heads = nn.ModuleList([AttentionHead(size) for _ in range(count)])
        self.proj = nn.Linear(size * count, width)
        self.dropout = nn.Dropout(drop)

    def forward(self, x):
        joined = torch.cat([head(x) for head in self.heads], dim=-1)
        return self.dropout(self.proj(joined))


class MLP(nn.Module):
    def __init__(self, size):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(size, 4 * size), nn.ReLU(), nn.Linear(4 * size, size), nn.Dropout(drop))

    def forward(self, x):
        return self.net(x)


class Block(nn.Module):
    def __init__(self, size, count):
        super().__init__()
        self.sa = Attention(count, size // count)
        self.ffwd = MLP(size)
        self.ln1 = nn.LayerNorm(size)
        self.ln2 = nn.LayerNorm(size)

    def forward(self, x):
        x = x + self.sa(self.ln1(x))
        return x + self.ffwd(self.ln2(x))


class TinyGPT(nn.Module):
    def __init__(self):
        super().__init__()
        self.tokens = nn.Embedding(vocab, width)
        self.positions = nn.Embedding(context, width)
        self.blocks = nn.Sequential(*[Block(width, heads) for _ in range(layers)])
        self.ln_f = nn.LayerNorm(width)
        self.head = nn.Linear(width, vocab)
        self.apply(self.init_weights)

    def init_weights(self, module):
        if isinstance(module, nn.Linear):
            torch.nn.init.normal_(module.weight, mean=0.0, std=0.02)
            if module.bias is not None:
                torch.nn.init.zeros_(module.bias)
        elif isinstance(module, nn.Embedding):
            torch.nn.init.normal_(module.weight, mean=0.0, std=0.02)

    def forward(self, ids, targets=None):
        B, T = ids.shape
        x = self.tokens(ids) + self.positions(torch.arange(T))
        logits = self.head(self.ln_f(self.blocks(x)))
        if targets is None:
            return logits, None
        B, T, C = logits.shape
        return logits, F.cross_entropy(logits.view(B * T, C), targets.view(B * T))

    def generate(self, ids, count):
        for _ in range(count):
            logits, _ = self(ids[:, -context:])
            probs = F.softmax(logits[:, -1, :], dim=-1)
            ids = torch.cat((ids, torch.multinomial(probs, num_samples=1)), dim=1)
        return ids


net = TinyGPT()
print(sum(p.numel() for p in net.parameters()) / 1e6, "M parameters")
optimizer = torch.optim.AdamW(net.parameters(), lr=lr)
for step in range(steps):
    if step % report_every == 0 or step == steps - 1:
        losses = evaluate()
        print(f"step {step}: train loss {losses['train']:.4f}, val loss {losses['val']:.4f}")
    inputs, targets = sample_batch("train")
    _, loss = net(inputs, targets)
    optimizer.zero_grad(set_to_none=True)
    loss.backward()
    optimizer.step()

print(net.head.bias.grad[:4].tolist())
print(decode(net.generate(torch.zeros((1, 1), dtype=torch.long), 100)[0].tolist()))
