import torch
torch.manual_seed(0)
x = torch.randn(3, 4)
print(x.sum(), x.sum(0), x.sum(1))
print(torch.sum(x, dim=1, keepdim=True))
print(x.mean(0, True))
print(x.abs().sum(1).max())
print(x.exp().log())
print(x.sqrt())
