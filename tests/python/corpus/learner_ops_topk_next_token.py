import torch
import torch.nn.functional as F

torch.manual_seed(1337)
chars = sorted(set("hello world, queries and keys"))
vocab_size = len(chars)
itos = {i: ch for i, ch in enumerate(chars)}
logits = torch.randn(1, vocab_size)
probs = F.softmax(logits, dim=-1)
top = torch.topk(probs, 5)
print(top)
for p, i in zip(top.values[0], top.indices[0]):
    print(f"{itos[i.item()]!r}: {p.item():.4f}")
values, indices = probs.topk(3, dim=-1, largest=False)
print("least likely:", [itos[i] for i in indices[0].tolist()], values)
next_tokens = torch.multinomial(probs, num_samples=4)
print("sampled without replacement:", next_tokens, ''.join(itos[i] for i in next_tokens[0].tolist()))
