import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
value = nn.Linear(128, 32, bias=False)
v = value(x)
print(v[0, 0, :4], v[0, 0, :4].numpy().round(2))
print(torch.norm(v[0], dim=1))
print(torch.cosine_similarity(v[0, 0], v[0, 1], dim=0))
print(torch.max(v), torch.min(v))
