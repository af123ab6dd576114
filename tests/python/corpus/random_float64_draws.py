# float64 draws: randn and rand with dtype=torch.float64 (and their *_like forms) take 53-bit uniforms and, for
# randn from 16 elements on, Box–Muller in double; below 16 they share the float path's cached second normal.
import torch

torch.manual_seed(11)
for size in (1, 2, 5, 15, 16, 17, 24, 40):
    values = torch.randn(size, dtype=torch.float64)
    print(size, values[:2].tolist(), values.sum().item())
print(torch.rand(6, dtype=torch.double))
print(torch.randn(3, 6, dtype=torch.float64))
small = torch.randn(3, dtype=torch.float64)
print(small, torch.randn(1))
print(torch.randn_like(torch.zeros(2, 10, dtype=torch.float64)))
print(torch.rand_like(torch.ones(4, dtype=torch.float64)))
g = torch.Generator().manual_seed(2024)
print(torch.randn(19, dtype=torch.float64, generator=g).tolist())
print(torch.rand(3, dtype=torch.float64, generator=g).tolist())
x = torch.randn(64, dtype=torch.float64)
print(x.mean().item(), x.std().item(), x.dtype)
