import torch
a = torch.randn(3, 4)
b = a.view(4, 3)
c = a.reshape(2, 6)
print(a.shape, b.shape, c.shape)
print(a.view(-1, 2).shape, a.view(12).shape)
d = a.unsqueeze(1)
print(d.shape, d.squeeze().shape, d.squeeze(1).shape)
print(a.transpose(0, 1).shape, a.T.shape, a.permute(1, 0).shape)
