import torch
import torch.nn as nn
import torch.nn.functional as F

# A small MLP with SiLU and LeakyReLU trained with Adam; then gradients through sin, cos, cumsum, pow with a tensor
# exponent and softmax over the first dim.
torch.manual_seed(7)
x = torch.randn(32, 5)
target = torch.sin(x.sum(1, keepdim=True))
model = nn.Sequential(nn.Linear(5, 17), nn.SiLU(), nn.Linear(17, 9), nn.LeakyReLU(0.1), nn.Linear(9, 1))
opt = torch.optim.Adam(model.parameters(), lr=0.01)
for step in range(40):
    loss = F.mse_loss(model(x), target)
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 10 == 9:
        print(step, round(loss.item(), 6))
print(model[0].weight.grad[:2])

a = torch.randn(4, 6, requires_grad=True)
b = torch.rand(4, 6, requires_grad=True)
z = (a.sin() * a.cos()).cumsum(1) + (b + 0.5) ** a + 2 ** b + torch.pow(3.0, a)
w = F.softmax(z, dim=0) + F.log_softmax(z * 0.1, dim=0)
w.sum().backward()
print(a.grad)
print(b.grad)
print(w.grad_fn.name(), z.grad_fn.name())
