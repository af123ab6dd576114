# Robust regression: a line fitted to data with outliers with MSE, smooth L1 and Huber losses, printing the losses.
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(3)
x = torch.linspace(-2, 2, 37).unsqueeze(1)
y = 1.5 * x - 0.5 + 0.1 * torch.randn(37, 1)
y[::9] += 6.0
for name, criterion in [("mse", nn.MSELoss()), ("smooth_l1", nn.SmoothL1Loss()), ("smooth_l1 beta=0.3", nn.SmoothL1Loss(beta=0.3)),
                        ("huber", nn.HuberLoss()), ("huber delta=2", nn.HuberLoss(delta=2.0)), ("huber sum", nn.HuberLoss(reduction="sum", delta=0.7))]:
    model = nn.Linear(1, 1)
    opt = torch.optim.SGD(model.parameters(), lr=0.05)
    for step in range(40):
        loss = criterion(model(x), y)
        opt.zero_grad()
        loss.backward()
        opt.step()
    print(f"{name:20s} loss={loss.item():.6f} w={model.weight.item():.6f} b={model.bias.item():.6f}")
    print(loss, model.weight.grad)
print(nn.SmoothL1Loss(), nn.HuberLoss(delta=0.5), nn.SmoothL1Loss(beta=0.5).beta, nn.HuberLoss().delta)
a = torch.tensor([0.0, 0.5, 1.0, 1.5, -3.0], requires_grad=True)
b = torch.zeros(5)
for beta in [1.0, 0.5, 0.0]:
    print(F.smooth_l1_loss(a, b, beta=beta, reduction="none"), F.smooth_l1_loss(a, b, beta=beta))
print(F.huber_loss(a, b, reduction="none"), F.huber_loss(a, b, delta=0.25), F.huber_loss(b, a))
l = F.smooth_l1_loss(a, b, reduction="none")
l.sum().backward()
print(a.grad, l.grad_fn.name(), [(type(f).__name__ if f else f, i) for f, i in l.grad_fn.next_functions])
