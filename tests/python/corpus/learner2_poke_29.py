import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
query = nn.Linear(128, 32, bias=False)
print(query.weight.T.shape)
print(query.weight.t()[0, :4])
print(query.weight.sum(dim=1)[:4])
print(query.weight.mean(0).shape)
print(x.squeeze().shape, x.squeeze(0)[0, :2])
print(x.expand(3, 4, 128).shape)
