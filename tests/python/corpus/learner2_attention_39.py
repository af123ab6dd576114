import torch
torch.manual_seed(0)
x = torch.randn(2, 3, 4)
print(x.transpose(-2, -1).shape)
print(x.transpose(-2, -1).contiguous().view(2, 12).shape)
print(x.permute(0, 2, 1).reshape(2, -1)[0])
print(torch.transpose(x, 0, 1).shape)
print(x.swapaxes(1, 2).shape)
