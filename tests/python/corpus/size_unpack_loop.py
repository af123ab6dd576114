# Unpacking shapes and sizes into names, in loops and with star.
import torch

batch = torch.zeros(4, 8, 16)
B, T, C = batch.shape
print(B, T, C)
first, *rest = batch.size()
print(first, rest)
for axis, length in enumerate(batch.shape):
    print(axis, length, batch.size(axis))
print(list(reversed(batch.shape)), batch.shape.count(8), batch.dim(), len(batch.shape[1:]))
