import torch
torch.manual_seed(0)
B, T, C = 2, 4, 6
n_head = 2
x = torch.randn(B, T, C)
hs = C // n_head
xh = x.view(B, T, n_head, hs).transpose(1, 2)
print(xh.shape)
print(xh.is_contiguous())
back = xh.transpose(1, 2).contiguous().view(B, T, C)
print(torch.equal(back, x))
print(x.permute(2, 0, 1).shape)
