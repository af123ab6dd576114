import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
query = nn.Linear(128, 32, bias=False)
print(query.weight.mean(), query.weight.std(), query.weight.abs().max())
bound = 1 / 128 ** 0.5
print(bound, (query.weight.abs() <= bound).all())
