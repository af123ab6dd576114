import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
query = nn.Linear(128, 32, bias=False)
w = query.weight
print(w.shape, w.T.shape)
print((x @ w.T - query(x)).abs().max().item())
print(torch.matmul(x[0], w.t())[0, :3])
print(w.norm(), w.norm(dim=1)[:3])
print(w.max(dim=0).values[:3])
