import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
q = nn.Linear(128, 32, bias=False)(x)
print(q.mean().item(), q.std().item())
print(f"min={q.min().item():.4f} max={q.max().item():.4f}")
print(q.abs().sum())
