import torch
torch.manual_seed(11)
x = torch.randn(4, 6)
a, b = x.split(3, dim=1)
print(a.shape, b.shape)
parts = x.chunk(2, dim=0)
print(len(parts), parts[1])
print(torch.cat(parts, dim=1).shape)
