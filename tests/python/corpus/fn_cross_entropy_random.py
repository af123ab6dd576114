import math
import torch
import torch.nn.functional as F

torch.manual_seed(1337)
vocab_size = 65
logits = torch.randn(32, vocab_size)
targets = torch.randint(0, vocab_size, (32,))
loss = F.cross_entropy(logits, targets)
print(loss)
print(loss.item())
print(f"{loss.item():.10f}")
print("expected about", -math.log(1 / vocab_size))
print(f"{-math.log(1 / vocab_size):.4f}")
print(F.cross_entropy(logits, targets, reduction="sum").item())
print(F.cross_entropy(logits[:5], targets[:5], reduction="none"))
small = torch.zeros(4, vocab_size)
print(F.cross_entropy(small, torch.tensor([0, 1, 2, 3])).item())
for n in [1, 7, 8, 9, 15, 16, 17, 31, 33, 64, 65, 100, 1024]:
    lg = torch.randn(n, vocab_size) * 2
    tg = torch.randint(0, vocab_size, (n,))
    print(n, F.cross_entropy(lg, tg).item(), F.cross_entropy(lg, tg, reduction="sum").item())
