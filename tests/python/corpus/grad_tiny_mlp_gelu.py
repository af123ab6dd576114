import torch
import torch.nn as nn

# A two-layer MLP with GELU learns XOR-like labels with Adam.
torch.manual_seed(7)
x = torch.tensor([[0., 0.], [0., 1.], [1., 0.], [1., 1.]])
y = torch.tensor([[0.], [1.], [1.], [0.]])
net = nn.Sequential(nn.Linear(2, 16), nn.GELU(), nn.Linear(16, 1))
opt = torch.optim.Adam(net.parameters(), lr=0.05)
for step in range(60):
    opt.zero_grad()
    loss = ((net(x) - y) ** 2).mean()
    loss.backward()
    opt.step()
    if step % 10 == 0:
        print(step, f"{loss.item():.8f}")
print(net(x).detach())
print(net[0].weight.grad[:3])
