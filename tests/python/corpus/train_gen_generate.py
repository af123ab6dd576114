# Sampling the next token as the lecture's generate() does, from a generator passed to multinomial.
import torch
import torch.nn.functional as F

torch.manual_seed(42)
vocab = 11
table = torch.randn(vocab, vocab)
g = torch.Generator().manual_seed(2024)


def generate(idx, steps, generator):
    for _ in range(steps):
        logits = table[idx[:, -1]]
        probs = F.softmax(logits, dim=-1)
        idx_next = torch.multinomial(probs, num_samples=1, generator=generator)
        idx = torch.cat((idx, idx_next), dim=1)
    return idx


start = torch.zeros((2, 1), dtype=torch.long)
out = generate(start, 30, g)
print(out)
print(out.shape)
g.manual_seed(2024)
print(torch.equal(generate(start, 30, g), out))
print(generate(start, 5, g).tolist())
