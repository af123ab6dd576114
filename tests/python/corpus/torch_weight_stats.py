import torch
import torch.nn as nn
torch.manual_seed(1337)
layer = nn.Linear(16, 4)
w = layer.weight
print(w.shape, w.mean(), w.std())
print(w.abs().max(), w.abs().max().item(), w.min(dim=1))
print(w.argmax(dim=1), w.norm(dim=1), w.var().item())
print((w > 0).sum().item(), (w > 0).float().mean().item(), w.sum(0)[:5])
bound = 1 / 16 ** 0.5
print((w.abs() <= bound).all(), layer.bias.abs().max() <= bound)
x = torch.randn(3, 16)
out = layer(x)
print(torch.allclose(out, x @ w.T + layer.bias), torch.equal(out, x @ w.T + layer.bias))
print(out.softmax(-1).argmax(-1), out.detach().numpy().shape)
