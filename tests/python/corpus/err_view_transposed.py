import torch
B, T, C = 2, 4, 6
x = torch.randn(B, T, C)
heads = x.view(B, T, 2, 3).transpose(1, 2)
out = heads.transpose(1, 2).view(B, T, C)
print(out.shape)
