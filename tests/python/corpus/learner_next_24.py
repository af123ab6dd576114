import torch
import torch.nn.functional as F
torch.manual_seed(0)
x = torch.randn(3, 5)
print(F.softmax(x, dim=0).sum(dim=0))
print(x.log_softmax(dim=-1))
print(torch.log_softmax(x, 1).exp().sum(1))
print(F.relu(x))
