import torch
from torch import nn
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
query = nn.Linear(128, 32, bias=False)
q = query(x)
manual = x @ query.weight.T
print(torch.equal(q, manual), torch.allclose(q, manual))
print(manual[0, 0, :4])
layer = nn.Linear(128, 32)
y = layer(x)
by_hand = x @ layer.weight.T + layer.bias
print(torch.equal(y, by_hand))
import torch.nn.functional as F
print(torch.equal(F.linear(x, layer.weight, layer.bias), y), torch.equal(F.linear(x, query.weight), q))
print(torch.equal(torch.matmul(x, query.weight.t()), q))
