import torch
import torch.nn as nn
import torch.nn.functional as F

# The tanh approximation of GELU and tanh itself in one small regression net.
torch.manual_seed(11)
x = torch.randn(32, 3)
y = (x[:, :1] * 2 - x[:, 1:2]).tanh()
w1 = (torch.randn(3, 20) * 0.5).requires_grad_()
w2 = (torch.randn(20, 1) * 0.3).requires_grad_()
opt = torch.optim.SGD([w1, w2], lr=0.2)
for step in range(30):
    h = F.gelu(x @ w1, approximate="tanh")
    out = torch.tanh(h @ w2)
    loss = F.mse_loss(out, y)
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 6 == 0:
        print(step, loss.item())
print(w2.grad.flatten()[:5])
print(nn.GELU(approximate="tanh"))
