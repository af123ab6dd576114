import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
query = nn.Linear(128, 32, bias=False)
print(query.in_features, query.out_features)
print(query.weight.dtype, query.weight.requires_grad)
print(query.weight.std().item())
bound = 1 / 128 ** 0.5
print(bound, query.weight.abs().max().item() <= bound)
