# += and *= on a shape build a new torch.Size and leave the tensor alone.
import torch

t = torch.rand(3, 2)
shape = t.shape
shape += (6,)
print(shape, t.shape)
shape *= 2
print(shape)
batch = t.shape[:-1]
batch += (1, 1)
print(batch, type(batch))
print(t.size() + (9,), t.size()[-1:])
