#@title Training the bigram model
#@markdown The simplest language model predicts the next character from the current one alone: a table of
#@markdown `vocab_size × vocab_size` scores, read with `nn.Embedding`. **Training** shows it pairs of (character,
#@markdown next character) from the text, measures how wrong it is with `cross_entropy`, and lets `AdamW` nudge the
#@markdown table to be less wrong. The loss starts near `ln(vocab_size)`, a uniform guess, and falls as the table
#@markdown learns which characters follow which: the chart under the output draws the loss of every step. Then the
#@markdown model writes new text one sampled character at a time.
import torch
import torch.nn as nn
from torch.nn import functional as F
import matplotlib.pyplot as plt

seed = 1337  #@param {type:"integer"}
steps = 200  #@param {type:"slider", min:0, max:1000, step:50}
learning_rate = 0.01  #@param [0.001, 0.01, 0.1]
batch_size = 8  #@param {type:"slider", min:1, max:32, step:1}
block_size = 8  #@param {type:"slider", min:2, max:16, step:1}

text = ("to be or not to be that is the question whether tis nobler in the mind to suffer "
        "the slings and arrows of outrageous fortune or to take arms against a sea of troubles")
chars = sorted(set(text))
vocab_size = len(chars)
stoi = {ch: i for i, ch in enumerate(chars)}
itos = {i: ch for i, ch in enumerate(chars)}
data = torch.tensor([stoi[c] for c in text], dtype=torch.long)


def get_batch():
    ix = torch.randint(len(data) - block_size, (batch_size,))
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


torch.manual_seed(seed)
model = Bigram()
optimizer = torch.optim.AdamW(model.parameters(), lr=learning_rate)
losses = []
for step in range(steps):
    xb, yb = get_batch()
    logits, loss = model(xb, yb)
    optimizer.zero_grad(set_to_none=True)
    loss.backward()
    optimizer.step()
    losses.append(loss.item())
    if step % 50 == 0:
        print(f"step {step}: loss {loss.item():.4f}")

idx = torch.zeros((1, 1), dtype=torch.long)
for _ in range(40):
    logits, _ = model(idx)
    probs = F.softmax(logits[:, -1, :], dim=-1)
    idx = torch.cat((idx, torch.multinomial(probs, num_samples=1)), dim=1)
print("sample:", ''.join(itos[i] for i in idx[0].tolist()))
if losses:
    plt.figure(figsize=(6, 3))
    plt.plot(losses, label="loss of each batch")
    plt.xlabel("step")
    plt.ylabel("cross-entropy loss")
    plt.title("The bigram model learning")
    plt.legend()
    plt.show()
table = model.table.weight
#@show table
#@check
assert steps == 0 or losses[-1] < 3.5, "after training the loss is below a uniform guess"
print("check passed")
