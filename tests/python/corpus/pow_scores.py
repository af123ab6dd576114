# Scaling attention scores and building positional frequencies with ** and torch.pow.
import torch

torch.manual_seed(42)
B, T, head_size = 1, 5, 16
q = torch.randn(B, T, head_size)
k = torch.randn(B, T, head_size)
scale = head_size ** -0.5
print(scale)
wei = q @ k.transpose(-2, -1) * scale
print(wei)
print((q @ k.transpose(-2, -1)) * torch.tensor(head_size) ** -0.5)

positions = torch.arange(0, head_size, 2).float()
freqs = 10000 ** (-positions / head_size)
print(freqs)
print(torch.pow(2.0, torch.arange(6).float()))
x = torch.rand(3, 7) * 2
print(x ** 1.5)
print(x.pow(2.5).sum().item(), torch.pow(x, -0.3).mean().item())
print(x ** x)
print(torch.arange(5) ** 2, torch.arange(5) ** 0.5)
w = torch.ones(3, requires_grad=True)
print(w ** 1.5, 2 ** w, w ** w)
