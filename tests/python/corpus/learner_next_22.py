import torch
torch.manual_seed(1337)
B, T, C = 2, 3, 4
x = torch.randn(B, T, C)
W = torch.randn(C, C)
print(torch.matmul(x, W).shape)
print((x @ W)[1])
print(torch.bmm(x, x.transpose(1, 2)).shape)
print(x.matmul(W.T)[0, 0])
