import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
query = nn.Linear(128, 32, bias=False)
q = query(x)
print(q.view(4, 32)[1, :4])
print(q.reshape(-1).shape)
print(q.flatten()[:5])
print(q.unsqueeze(1).shape)
