import torch
torch.manual_seed(1)
x = torch.randn(4, 8)
print(x.mean(-1, keepdim=True).shape)
xn = (x - x.mean(-1, keepdim=True)) / torch.sqrt(x.var(-1, keepdim=True) + 1e-5)
print(xn[:, :3])
print(xn.mean(-1))
print(xn.std(-1))
