import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
query = nn.Linear(128, 32, bias=False)
print(query.weight.requires_grad)
q = query(x)
print(q.requires_grad, q.grad_fn is None)
print(q.detach().requires_grad)
print(type(q), type(q).__name__)
