import torch
import torch.nn as nn
import torch.nn.functional as F
import math
from collections import Counter
torch.manual_seed(1337)
B, T, C = 2, 4, 8
x = torch.randn(B, T, C)
head = nn.Linear(C, 4, bias=False)
q = head(x)
sims = F.cosine_similarity(q[:, :, None, :], q[:, None, :, :], dim=-1)
print(sims.shape, sims[0])
print(sims.topk(2, dim=-1).indices)
model = nn.Sequential(nn.Flatten(), nn.Linear(T * C, 3))
print(model(x), model[0], len(model))
logits = model(x)
probs = logits.softmax(-1)
print(probs.sort(dim=-1, descending=True))
print(torch.multinomial(probs, 2), torch.multinomial(probs, 3, replacement=False).tolist())
counts = Counter(torch.multinomial(probs[0], 3).tolist())
print(counts)
print(math.hypot(*x[0, 0, :3].tolist()))
print(x.flatten(1).norm(dim=0)[:4])
print(F.normalize(x, dim=1)[0, :, 0])
flat = nn.Flatten(1, 2)
print(flat(x).shape, flat)
with torch.no_grad():
    print(F.cosine_similarity(q[0], q[1]))
print(q.detach().numpy().argsort(axis=-1) if False else q.argsort(dim=-1)[0])
vals, idx = torch.topk(x.view(-1), 3)
print(vals, idx, torch.unravel_index if False else (idx // C, idx % C))
print(sorted(Counter("abcab").items()), Counter("abcab").most_common(1)[0][0])
print(torch.sort(torch.tensor([3, 3, 1]), descending=True).indices)
