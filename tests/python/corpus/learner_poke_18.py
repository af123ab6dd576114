import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
w = nn.Linear(128, 32, bias=False).weight
print(w.T.shape, w.t().is_contiguous(), w.is_contiguous())
print(w.sum(0)[:3], w.mean(1)[:3])
print(w.min(), w.max())
