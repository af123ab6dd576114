import torch

# Linear regression with a weight vector (matrix @ vector), gradients applied by hand.
torch.manual_seed(13)
X = torch.randn(50, 4)
true_w = torch.tensor([2.0, -1.0, 0.0, 0.5])
y = X @ true_w + 0.3
w = torch.randn(4, requires_grad=True)
b = torch.zeros(1, requires_grad=True)
for step in range(100):
    pred = X @ w + b
    loss = ((pred - y) ** 2).mean()
    loss.backward()
    with torch.no_grad():
        w -= 0.1 * w.grad
        b -= 0.1 * b.grad
    w.grad.zero_()
    b.grad.zero_()
    if step % 20 == 0:
        print(step, loss.item())
print(w.detach(), b.detach())
v = torch.randn(4, requires_grad=True)
(v @ w.detach()).backward()
print(v.grad)
u = torch.randn(4, requires_grad=True)
(u @ X.t()).sum().backward()
print(u.grad)
