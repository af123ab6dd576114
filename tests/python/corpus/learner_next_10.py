import torch
x = torch.arange(24)
y = x.view(2, 3, 4)
print(y)
print(y.permute(0, 2, 1))
print(y.permute(2, 0, 1).shape)
z = y.transpose(1, 2).contiguous().view(2, -1)
print(z)
