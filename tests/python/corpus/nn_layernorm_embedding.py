import torch
import torch.nn as nn

torch.manual_seed(0)
ln = nn.LayerNorm(6)
print(ln)
print(ln.weight)
print(ln.bias)
print(ln.normalized_shape, ln.eps)
emb = nn.Embedding(5, 3)
print(emb)
print(emb.weight)
print(torch.randn(2))
pad = nn.Embedding(4, 2, padding_idx=1)
print(pad)
print(pad.weight)
print(nn.LayerNorm([2, 3], elementwise_affine=False), list(nn.LayerNorm(2, elementwise_affine=False).parameters()))
print(nn.LayerNorm(4, eps=1e-6))
