import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
query = nn.Linear(128, 32, bias=False)
q = query(x)
manual = x @ query.weight.T
print(torch.allclose(q, manual))
print(torch.equal(q, manual))
print((q - manual).abs().max())
