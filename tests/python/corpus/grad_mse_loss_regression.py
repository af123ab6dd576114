import torch
import torch.nn as nn
import torch.nn.functional as F

# Fitting a line with nn.Linear and F.mse_loss, then the other reductions' gradients.
torch.manual_seed(0)
x = torch.linspace(-2, 2, 23).unsqueeze(1)
y = 3 * x - 0.5 + 0.1 * torch.randn(23, 1)
model = nn.Linear(1, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
for epoch in range(40):
    opt.zero_grad()
    loss = F.mse_loss(model(x), y)
    loss.backward()
    opt.step()
    if epoch % 8 == 0:
        print(epoch, loss.item(), model.weight.grad.item(), model.bias.grad.item())
print(model.weight.item(), model.bias.item())
pred = model(x)
for reduction in ["sum", "none"]:
    model.zero_grad()
    out = F.mse_loss(pred.detach().requires_grad_(), y, reduction=reduction)
    print(reduction, out.shape, out.grad_fn.name())
a = torch.randn(5, requires_grad=True)
t = torch.randn(5, requires_grad=True)
F.mse_loss(a, t, reduction="sum").backward()
print(a.grad)
print(t.grad)
l = nn.MSELoss()(a, t)
print(l)
