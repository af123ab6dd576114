import torch
import torch.nn.functional as F

torch.manual_seed(1337)
x = torch.randn(2, 4, 8)
y = F.layer_norm(x, (8,))
print(y)
print(y.shape)
print(y.mean(dim=-1))
print(y.std(dim=-1, unbiased=False))
w = torch.randn(8)
b = torch.randn(8)
print(F.layer_norm(x, (8,), w, b))
print(F.layer_norm(x, [8], weight=w))
print(F.layer_norm(x, x.shape[-1:], bias=b)[0, 0])
print(F.layer_norm(x, (4, 8))[1])
print(torch.layer_norm(x, (8,))[0, 0])
print(F.layer_norm(x, (8,), eps=0.1)[0, 0])
print(F.layer_norm(x, (8,), eps=1)[0, 0])
