# A small regression net with LayerNorm and Dropout trained by SGD: losses and a few gradients printed exactly.
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(3)
net = nn.Sequential(nn.Linear(5, 17), nn.LayerNorm(17), nn.ReLU(), nn.Dropout(0.25), nn.Linear(17, 1))
opt = torch.optim.SGD(net.parameters(), lr=0.05)
x = torch.randn(16, 5)
target = (x[:, :1] * 2 - x[:, 1:2]).detach()
for step in range(15):
    prediction = net(x)
    loss = ((prediction - target) ** 2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 5 == 0:
        print(step, loss.item())
print(net[1].weight.grad.tolist())
print(net[1].bias.grad.tolist())
print(net[0].weight.grad[0].tolist())
net.eval()
with torch.no_grad():
    print(net(x[:3]).tolist())
