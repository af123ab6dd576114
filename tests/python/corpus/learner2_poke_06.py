import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
query = nn.Linear(128, 32, bias=False)
for name, p in query.named_parameters():
    print(name, p.shape, p.numel())
print(sum(p.numel() for p in query.parameters()))
print(query.bias)
