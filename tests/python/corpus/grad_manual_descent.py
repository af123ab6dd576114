import torch
torch.manual_seed(4)
w = torch.randn(5, 3, requires_grad=True)
b = torch.zeros(3, requires_grad=True)
x = torch.randn(7, 5)
target = torch.randn(7, 3)
for step in range(12):
    out = (x @ w + b).relu()
    loss = ((out - target) ** 2).sum() / 7
    loss.backward()
    with torch.no_grad():
        w -= 0.05 * w.grad
        b -= 0.05 * b.grad
    w.grad.zero_()
    b.grad.zero_()
    print(step, loss.item())
print(w)
print(w.grad, b.grad)
a = torch.tensor([1.5, -2.0, 3.0], requires_grad=True)
y = a * a * a
y.backward(torch.tensor([1.0, 0.5, 0.25]))
print(a.grad)
z = (a.t() / 3 - a).mean()
z.backward()
print(a.grad, a.is_leaf, z.is_leaf)
