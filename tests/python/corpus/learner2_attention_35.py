import torch
a = torch.arange(1, 7, dtype=torch.float32).view(2, 3)
print(a, a.dtype)
print(a * a, a / 2, a // 2, a % 2, a ** 2)
print(a.sum(1), a.cumsum(1), a.mean())
print(torch.linspace(0, 1, 5), torch.arange(0, 1, 0.25))
print(torch.full((2, 2), 7.0), torch.eye(3))
