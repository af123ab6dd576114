import torch
torch.manual_seed(0)
x = torch.randn(2, 3)
print(x.mean(dim=1, keepdim=True).shape)
print((x - x.mean(dim=1, keepdim=True)) / x.std(dim=1, keepdim=True))
print(x.var(dim=1), x.std(), x.var(unbiased=False))
