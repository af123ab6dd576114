import torch
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
print(x.squeeze(0).shape)
print(x[0].T.shape)
print(x.view(4, 128)[1:3, -3:])
print(x.flatten().shape)
