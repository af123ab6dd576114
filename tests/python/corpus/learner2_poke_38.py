import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
query = nn.Linear(128, 32, bias=False)
with torch.no_grad():
    query.weight.fill_(0.01)
print(query(x)[0, :, :3])
print(query.weight[0, :3])
with torch.no_grad():
    query.weight.copy_(torch.ones(32, 128))
print(query(x).sum(-1))
