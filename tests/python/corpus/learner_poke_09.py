import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
query = nn.Linear(128, 32, bias=False)
n_params = sum(p.numel() for p in query.parameters())
print("params:", n_params)
for name, p in query.named_parameters():
    print(name, tuple(p.shape), p.dtype)
print(query.in_features, query.out_features)
