import torch
import torch.nn as nn
torch.manual_seed(1337)
m = nn.Sequential(nn.Embedding(20, 8), nn.LayerNorm(8), nn.Linear(8, 20))
idx = torch.randint(0, 20, (2, 5))
logits = m(idx)
print(logits.shape)
print(m)
print([(n, tuple(p.shape)) for n, p in m.named_parameters()])
with torch.no_grad():
    print(m(idx)[0, 0, :5])
