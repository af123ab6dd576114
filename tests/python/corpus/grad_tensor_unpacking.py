# Unpacking a parameter tensor (`a, b, c = params`) and iterating its rows keeps the graph: the rows share one
# UnbindBackward0 node, and the gradient reaches the whole tensor, zeros where a row was not used.
import torch

torch.manual_seed(5)
params = torch.randn(3, requires_grad=True)
a, b, c = params
print(a.grad_fn.__class__.__name__, a.grad_fn is b.grad_fn)
xs = torch.linspace(-2, 2, 9)
loss = ((a * xs ** 2 + b * xs + c - xs.sin()) ** 2).mean()
loss.backward()
print(params.grad)

w = torch.randn(4, 3, requires_grad=True)
total = 0
for i, row in enumerate(w):
    if i != 2:
        total = total + (row * (i + 1)).sum()
total.backward()
print(w.grad)

m = torch.randn(2, 3, requires_grad=True)
first, second = m
(first * second).sum().backward()
print(m.grad)

with torch.no_grad():
    p, q = torch.randn(2, requires_grad=True)
print(p.grad_fn, p.requires_grad)
lr = 0.1
theta = torch.tensor([1.0, -1.0], requires_grad=True)
for step in range(3):
    u, v = theta
    f = (u - 3) ** 2 + (v + 2) ** 2 * 0.5
    f.backward()
    with torch.no_grad():
        theta -= lr * theta.grad
    theta.grad.zero_()
    print(step, round(f.item(), 6), theta.tolist())
