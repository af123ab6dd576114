import copy
import torch

torch.manual_seed(0)
a = torch.randn(3, requires_grad=True)
b = a * 2
c = copy.copy(a)
print(c.requires_grad, c.is_leaf, c.grad_fn)
d = copy.copy(b)
print(d.requires_grad, d.is_leaf, d.grad_fn)
with torch.no_grad():
    c[0] = 5.0
print(a)
a.sum().backward()
e = copy.deepcopy(a)
print(e, e.grad, e.requires_grad, e.is_leaf)
with torch.no_grad():
    e.add_(1)
print(a, e)
p = torch.nn.Parameter(torch.ones(2))
p.grad = torch.ones(2)
q = copy.deepcopy(p)
print(q, q.grad)
r = copy.copy(p)
print(type(r).__name__, r.grad)
m = torch.nn.Linear(2, 2)
m2 = copy.copy(m)
print(m2.weight is m.weight, m2.training)
x = torch.arange(6.).view(2, 3)
y = copy.deepcopy(x.t())
print(y, y.is_contiguous())
try:
    copy.deepcopy(b)
except RuntimeError as err:
    print(err)
print(copy.copy(torch.float32) is torch.float32, copy.deepcopy(torch.float32) is torch.float32)
pair = [torch.zeros(2), None]
pair[1] = pair[0]
twin = copy.deepcopy(pair)
twin[0][0] = 7
print(twin, twin[0] is twin[1], pair)
copy.deepcopy(b)
