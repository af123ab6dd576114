import torch
x = torch.arange(24).reshape(2, 3, 4)
print(x)
print(x.permute(1, 0, 2))
print(x.transpose(0, 2).shape)
print(x.view(6, 4)[:, 1])
print(x.flatten(1))
