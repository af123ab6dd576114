import torch
T = 8
tril = torch.tril(torch.ones(T, T))
print(tril.sum(), tril.sum(1))
print(tril[:3, :3], tril.dtype)
print(torch.tril(torch.arange(1, 10).view(3, 3), diagonal=-1))
print(torch.triu(torch.ones(3, 3)) == 1)
