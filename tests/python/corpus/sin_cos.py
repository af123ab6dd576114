import torch
# torch.sin / torch.cos: data for a regression, sinusoidal position encodings, views and ints, bit for bit
import math
x = torch.linspace(-2, 2, 37)
print(torch.sin(x))
print(x.cos())
print(torch.sin(2 * x).sum().item(), torch.cos(x * math.pi).sum().item())
t = torch.arange(0, 100).float().unsqueeze(1)
freq = torch.exp(torch.arange(0, 16, 2).float() * (-math.log(10000.0) / 16))
pe = torch.zeros(100, 16)
pe[:, 0::2] = torch.sin(t * freq)
pe[:, 1::2] = torch.cos(t * freq)
print(pe[:3], pe.sum().item())
torch.manual_seed(0)
y = torch.randn(5, 7).t()
print(torch.sin(y), torch.cos(y).sum().item())
print(torch.sin(torch.tensor(0.5)), torch.sin(torch.tensor([-0.0, 0.0])), torch.cos(torch.tensor([1, 2, 3])))
w = torch.randn(3, requires_grad=True)
print(torch.sin(w).grad_fn.name(), torch.cos(w))
big = torch.rand(1000) * 240 - 120
print(torch.sin(big).sum().item(), torch.cos(big)[-9:])
