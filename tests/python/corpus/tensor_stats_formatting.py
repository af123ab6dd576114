# Poking at a tensor: formatted stats, a dict of them, zip over rows, rounding, masks, clones and shapes.
import torch
import math
torch.manual_seed(0)
x = torch.randn(3, 4)
s = x.sum()
print(f"{s:.3f}", f"{s.item():.6f}", round(s.item(), 3))
print(f"{x.mean():.4f}")
print("%.2f" % x.max().item())
stats = {"mean": x.mean(), "std": x.std()}
for name, value in stats.items():
    print(f"{name:>6}: {value.item(): .5f}")
for i, (a, b) in enumerate(zip(x[0], x[1])):
    print(i, round(a.item(), 2), round(b.item(), 2), a > b)
print(x.shape[0] * x.shape[1] == x.numel())
print(isinstance(x, torch.Tensor), type(x), type(x).__name__)
print(x.T.is_contiguous(), x.is_contiguous())
print(math.sqrt(x.shape[1]), 1 / math.sqrt(4))
print(x.argmax(dim=1), x.argmax(dim=1).tolist())
print(x[x > 0].numel(), (x > 0).sum().item(), (x > 0).float().mean())
print(torch.round(x * 100) / 100)
print(x.abs().max(), x.min(dim=0).values)
print(str(x.dtype), x.dtype == torch.float32)
y = x.clone()
y[0] = 0
print(y)
print(torch.cat((x, y), 0).shape)
print(x.unsqueeze(0).shape, x[None, :, None].shape)
print(x.view(-1).shape, x.reshape(2, -1).shape, x.flatten().shape)
print(repr(torch.tensor(3.5)), torch.tensor([1, 2, 3]).float().mean())
