# In-place activations inside a graph (nn.ReLU(inplace=True), x.relu_(), exp_, tanh_, sigmoid_, sqrt_): torch saves
# the written tensor itself for the backward, so the gradients are the out-of-place ones, and a later in-place write
# to it is caught by its version counter.
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(4, 8), nn.ReLU(inplace=True), nn.Linear(8, 3), nn.ReLU(inplace=True), nn.Linear(3, 1))
print(net)
x = torch.randn(5, 4)
out = net(x)
print(out.grad_fn.name(), out.squeeze())
loss = out.pow(2).mean()
loss.backward()
print(net[0].weight.grad[:2])
print(net[2].bias.grad)

def show(label, make, op):
    leaf = torch.randn(2, 3, requires_grad=True)
    y = make(leaf)
    z = op(y)
    print(label, z is y, z.grad_fn.name(), y.grad_fn.name())
    (z * torch.arange(6.0).view(2, 3)).sum().backward()
    print(leaf.grad)

show("relu_", lambda t: t * 2 - 1, lambda y: y.relu_())
show("F.relu inplace", lambda t: t * 3, lambda y: F.relu(y, inplace=True))
show("exp_", lambda t: t * 0.5, lambda y: y.exp_())
show("tanh_", lambda t: t + 0.25, lambda y: y.tanh_())
show("sigmoid_", lambda t: t * 2, lambda y: y.sigmoid_())
show("sqrt_", lambda t: t * t + 1, lambda y: y.sqrt_())

h = torch.randn(4, requires_grad=True)
a = (h * 2).exp_()
b = a * 3
b.sum().backward()
print(h.grad)

h.grad = None
c = (h + 1).relu_()
c.add_(1)
d = (c * c).sum()
try:
    d.backward()
except RuntimeError as error:
    print("RuntimeError:", error)

g = torch.randn(3, requires_grad=True)
y = (g * 2).exp_()
y.mul_(2)
try:
    y.sum().backward()
except RuntimeError as error:
    print("RuntimeError:", error)

leaf = torch.randn(3, requires_grad=True)
try:
    leaf.relu_()
except RuntimeError as error:
    print("RuntimeError:", error)
with torch.no_grad():
    leaf.relu_()
print(leaf)
