import torch
import torch.nn.functional as F

# Forgetting zero_grad: the gradients keep growing and the steps overshoot.
torch.manual_seed(12)
x = torch.randn(16, 3)
y = x @ torch.tensor([1.0, -2.0, 0.5]) + 1.0
for forget in [False, True]:
    w = torch.zeros(3, requires_grad=True)
    b = torch.zeros((), requires_grad=True)
    opt = torch.optim.SGD([w, b], lr=0.05)
    for step in range(12):
        if not forget:
            opt.zero_grad()
        loss = F.mse_loss(x @ w + b, y)
        loss.backward()
        opt.step()
    print("forget" if forget else "zero_grad", loss.item(), w.grad.norm().item())
    print(w.detach(), b.detach())
