import torch
torch.manual_seed(7)
x = torch.randn(2, 5, 3)
print(x.sum(0).shape, x.sum(1).shape, x.sum(-1).shape)
print(x.mean(dim=(1, 2)))
print(x.max())
print(x.amax(dim=1))
print(x.std(dim=0, unbiased=False)[0])
