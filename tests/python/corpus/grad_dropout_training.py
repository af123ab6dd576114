import torch
import torch.nn as nn

# Dropout in train mode scales the kept units and zeroes the gradient of the dropped ones; eval mode passes all.
torch.manual_seed(14)
drop = nn.Dropout(0.5)
x = torch.ones(2, 8, requires_grad=True)
y = drop(x)
print(y)
y.sum().backward()
print(x.grad)
drop.eval()
x.grad = None
drop(x).sum().backward()
print(x.grad)
net = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Dropout(0.25), nn.Linear(8, 1))
opt = torch.optim.SGD(net.parameters(), lr=0.05)
data = torch.randn(10, 4)
target = data.sum(1, keepdim=True)
for step in range(5):
    opt.zero_grad()
    loss = ((net(data) - target) ** 2).mean()
    loss.backward()
    opt.step()
    print(step, loss.item())
