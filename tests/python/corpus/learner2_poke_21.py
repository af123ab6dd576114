import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
query = nn.Linear(128, 32, bias=False)
state = query.state_dict()
print(state.keys())
print(state["weight"].shape)
print(query.weight.data[0, :3])
print(x.float().dtype, x.long()[0, 0, :5])
