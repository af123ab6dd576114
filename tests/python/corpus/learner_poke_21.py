import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
query = nn.Linear(128, 32, bias=False)
q = query(x)
print(q.grad_fn is not None, x.grad_fn)
print(q.is_leaf, x.is_leaf, query.weight.is_leaf)
print(query.weight.grad)
print(x.requires_grad)
