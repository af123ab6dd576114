import torch
torch.manual_seed(1337)
B, T, C = 2, 4, 3
x = torch.randn(B, T, C)
weights = torch.tril(torch.ones(T, T))
weights = weights / weights.sum(dim=1, keepdim=True)
print(weights)
out = weights @ x
print(torch.allclose(out[0, 1], x[0, :2].mean(dim=0)))
print(out[0, 1], x[0, :2].mean(dim=0))
