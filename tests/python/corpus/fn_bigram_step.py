import torch
import torch.nn.functional as F

torch.manual_seed(1337)
text = "hello world, this is a tiny corpus for a bigram model."
chars = sorted(set(text))
stoi = {ch: i for i, ch in enumerate(chars)}
data = torch.tensor([stoi[c] for c in text], dtype=torch.long)
vocab_size = len(chars)
table = torch.randn(vocab_size, vocab_size, requires_grad=True)
xb = data[:-1].view(1, -1)
yb = data[1:].view(1, -1)
logits = F.embedding(xb, table)
B, T, C = logits.shape
print(B, T, C)
loss = F.cross_entropy(logits.view(B * T, C), yb.view(B * T))
print(loss)
print(f"loss {loss.item():.4f}")
hidden = F.relu(F.layer_norm(logits, (C,)))
print(hidden[0, :2, :6])
print(F.cross_entropy(hidden.view(-1, C), yb.view(-1)).item())
