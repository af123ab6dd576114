import torch
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
print(x.min(dim=-1))
print(x[0, :, 0].tolist())
print(torch.allclose(x, x + 1e-9), torch.allclose(x, x + 1e-3))
print(x.eq(x).all(), (x == x).sum())
print(x.ne(0).sum().item())
print(x.lt(0).float().mean())
