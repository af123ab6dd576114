import torch
torch.manual_seed(0)
x = torch.randn(2, 3, 4)
print(x.mean(dim=[0, 1]))
print(x.sum(dim=(0, 1)).shape)
print(x.reshape(6, 4).mean(0))
print(x.view(-1).shape, x.view(2, -1).shape)
y = x.unsqueeze(0).unsqueeze(-1)
print(y.shape, y.squeeze().shape)
