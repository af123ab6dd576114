# Shapes handed back to view/reshape/new_zeros after arithmetic.
import torch

B, T, C = 2, 3, 4
x = torch.arange(B * T * C, dtype=torch.float32).view(B, T, C)
flat = x.view(x.shape[:-2] + (T * C,))
print(flat.shape)
heads = x.view(x.shape[:-1] + (2, C // 2))
print(heads.shape, heads.shape[-1])
print(x.new_zeros(x.shape[1:]).shape)
print(torch.ones(x.size()[::2]).shape)
print(x.shape[-2:], x.shape[-1:] * 3)
print(max(x.shape), min(x.shape), sum(x.shape))
