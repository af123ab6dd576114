import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
query = nn.Linear(128, 32, bias=False)
q = query(x)
arr = q.detach().numpy()
print(arr.shape)
print(arr[0, 0, :3])
print(type(arr))
