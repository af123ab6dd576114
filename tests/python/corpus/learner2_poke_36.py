import torch
from torch import nn
torch.manual_seed(42)
n_embd, head_size = 128, 32
x = torch.randn(1, 4, n_embd)
query = nn.Linear(n_embd, head_size, bias=False)
print(f"weight: {query.weight.shape}, {query.weight.dtype}")
print(f"q: {query(x).shape}")
print(f"first weight row mean = {query.weight[0].mean():.5f}")
print(f"{query(x)[0, 0, 0]:.4f}")
print("{:.3f}".format(query(x).sum().item()))
