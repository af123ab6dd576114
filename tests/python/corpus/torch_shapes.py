import torch
x = torch.zeros(2, 3, 4)
print(x.shape, x.size(), x.size(1), x.size(-1), x.dim(), x.ndim, x.numel())
print(tuple(x.shape), list(x.shape), len(x), x.shape[0], x.shape[-1], x.shape == (2, 3, 4))
print(x.T.shape if False else x.transpose(0, 2).shape, x.transpose(-1, -2).shape)
s = torch.Size([1, 4, 32])
print(s, s[1:], s.numel())
for d in x.shape:
    print("dim", d)
