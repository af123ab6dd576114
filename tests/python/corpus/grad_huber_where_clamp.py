import torch

# A Huber-style loss built from abs, where and clamp, minimised by plain gradient descent.
torch.manual_seed(9)
x = torch.linspace(-3, 3, 17)
y = 0.7 * x + 0.2 + 0.3 * torch.randn(17)
y[3] = 8.0
w = torch.tensor(0.0, requires_grad=True)
b = torch.tensor(0.0, requires_grad=True)
delta = 1.0
for step in range(50):
    r = (w * x + b - y).abs()
    loss = torch.where(r < delta, 0.5 * r ** 2, delta * (r - 0.5 * delta)).mean()
    loss.backward()
    with torch.no_grad():
        w -= 0.2 * w.grad
        b -= 0.2 * b.grad
        w.grad.zero_()
        b.grad.zero_()
    if step % 10 == 0:
        print(step, loss.item())
print(w, b)
z = torch.randn(8, requires_grad=True)
(z.clamp(-0.5, 0.5) * torch.arange(8.0)).sum().backward()
print(z, z.grad)
z.grad = None
z.clip(min=0).sum().backward()
print(z.grad)
