import torch
torch.manual_seed(42)
x = torch.randn(1, 4, 128)
print(x.std(dim=-1), x.var(dim=-1, unbiased=False))
print(x.mean(dim=-1, keepdim=True).shape)
print(x.norm(dim=-1))
print(x.abs().max().item())
