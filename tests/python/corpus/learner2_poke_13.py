import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
query = nn.Linear(128, 32, bias=False)
key = nn.Linear(128, 32, bias=False)
print(torch.equal(query.weight, key.weight))
diff = query.weight - key.weight
print(diff.shape, diff.abs().mean().item())
print((query.weight > 0).sum().item(), "positive weights out of", query.weight.numel())
