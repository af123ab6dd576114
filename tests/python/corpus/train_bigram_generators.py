# A bigram language model trained on batches from one generator and sampled with another, the learning rate
# decayed by a scheduler, the optimizer's state saved and restored midway: every number as torch prints it.
import torch
import torch.nn as nn
from torch.nn import functional as F

text = "the quick brown fox jumps over the lazy dog and the dog sleeps while the fox runs"
chars = sorted(list(set(text)))
vocab_size = len(chars)
stoi = {ch: i for i, ch in enumerate(chars)}
itos = {i: ch for i, ch in enumerate(chars)}
data = torch.tensor([stoi[c] for c in text], dtype=torch.long)
block_size, batch_size = 8, 4
batches = torch.Generator().manual_seed(1337)
sampler = torch.Generator().manual_seed(42)


def get_batch():
    ix = torch.randint(len(data) - block_size, (batch_size,), generator=batches)
    x = torch.stack([data[i:i + block_size] for i in ix])
    y = torch.stack([data[i + 1:i + block_size + 1] for i in ix])
    return x, y


class Bigram(nn.Module):
    def __init__(self):
        super().__init__()
        self.table = nn.Embedding(vocab_size, vocab_size)

    def forward(self, idx, targets=None):
        logits = self.table(idx)
        if targets is None:
            return logits, None
        B, T, C = logits.shape
        return logits, F.cross_entropy(logits.view(B * T, C), targets.view(B * T))

    def generate(self, idx, n):
        for _ in range(n):
            logits, _ = self(idx)
            probs = F.softmax(logits[:, -1, :], dim=-1)
            idx = torch.cat((idx, torch.multinomial(probs, num_samples=1, generator=sampler)), dim=1)
        return idx


torch.manual_seed(0)
model = Bigram()
opt = torch.optim.AdamW(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=10, gamma=0.5)
for step in range(30):
    xb, yb = get_batch()
    _, loss = model(xb, yb)
    opt.zero_grad(set_to_none=True)
    loss.backward()
    opt.step()
    sched.step()
    if step % 5 == 0:
        print(step, loss.item(), sched.get_last_lr())
    if step == 14:
        saved = opt.state_dict()
        rng = batches.get_state()
print(opt.state[model.table.weight]['step'])
opt2 = torch.optim.AdamW(model.parameters(), lr=0.1)
opt2.load_state_dict(saved)
print(opt2.param_groups[0]['lr'], opt2.state[model.table.weight]['step'])
batches.set_state(rng)
print(get_batch()[0][0])
out = model.generate(torch.zeros((1, 1), dtype=torch.long), 40)[0].tolist()
print(''.join(itos[i] for i in out))
