import torch

w = torch.ones(3, requires_grad=True)
h = w * 2
h.fill_(1)
print(h)
h = w * 2
h.zero_()
print(h)
h = w * 2
h.copy_(torch.ones(3))
print(h)
h = w * 2
h.add_(1)
h.mul_(2)
h.exp_()
print(h)
h = w * 2
h.clamp_(0)
print(h)
x = torch.ones(3)
x.copy_(w)
print(x)
y = torch.ones(3)
y.fill_(w.sum())
print(y)
z = torch.ones(3)
z.add_(w)
print(z)
try:
    w.zero_()
except RuntimeError as e:
    print(e)
try:
    w.fill_(1)
except RuntimeError as e:
    print(e)
g = w * 2
part = g[0]
g += 1
print(part, g)
