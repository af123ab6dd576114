import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
query = nn.Linear(128, 32, bias=False)
w = query.weight.data
print(w.shape, type(w))
print(query.weight.dtype, query.weight.device)
print(query.state_dict()['weight'][0, :3])
print(query.weight.data[0, :3])
