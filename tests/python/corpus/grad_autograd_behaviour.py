import torch
import torch.nn as nn
import torch.nn.functional as F
torch.manual_seed(0)
w = torch.randn(3, requires_grad=True)
for _ in range(3):
    (w * w).sum().backward()
print(w.grad.tolist())
y = (w * 2).sum()
y.backward(retain_graph=True)
y.backward()
print(w.grad.tolist())
with torch.no_grad():
    z = w * 3
print(z.requires_grad, z.grad_fn)
@torch.no_grad()
def f(t):
    return t * 2
print(f(w).requires_grad)
d = w.detach()
print(d.requires_grad, d.is_leaf)
a = torch.ones(2)
a.requires_grad_()
print(a.requires_grad, a.is_leaf)
ln = nn.LayerNorm(4)
x = torch.randn(2, 4, requires_grad=True)
out = ln(x)
g, = torch.autograd.grad(out.sum() * 1.0 + (out * out).sum(), x)
print(g.tolist())
try:
    w.add_(1)
except RuntimeError as e:
    print(e)
try:
    out2 = (w * 2).sum(); out2.backward(); out2.backward()
except RuntimeError as e:
    print(str(e)[:60])
try:
    (w * 2).backward()
except RuntimeError as e:
    print(e)
opt = torch.optim.SGD([w], lr=0.1)
opt.zero_grad()
print(w.grad)
