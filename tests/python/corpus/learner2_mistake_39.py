import torch
torch.manual_seed(0)
x = torch.randn(4)
print(x.max(dim=1))
