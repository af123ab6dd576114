import torch
x = torch.arange(12).reshape(3, 4)
print(x.unsqueeze(0).shape, x.unsqueeze(-1).shape)
print(x[None, :, None].shape)
print(x.expand(2, 3, 4).shape)
print(x.float().mean(), x.sum(), x.max())
print(x.T)
