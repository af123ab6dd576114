import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
query = nn.Linear(128, 32, bias=False)
q = query(x)
qn = q / q.norm(dim=-1, keepdim=True)
print(qn.norm(dim=-1))
sim = qn[0] @ qn[0].T
print(sim)
