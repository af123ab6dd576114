import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
query = nn.Linear(128, 32, bias=False)
print(query)
print(query.weight.shape)
print(query.weight[:2, :5])
print("mean weight:", query.weight.mean().item())
print("max abs:", query.weight.abs().max())
