import torch
import torch.nn.functional as F
torch.manual_seed(0)
x = torch.randn(3, 4)
print(F.softmax(x, dim=0).sum(dim=0))
print(torch.exp(x) / torch.exp(x).sum(dim=1, keepdim=True))
print(F.softmax(x, dim=1))
print((F.softmax(x, dim=1) - torch.exp(x) / torch.exp(x).sum(dim=1, keepdim=True)).abs().max())
