import torch
import torch.nn as nn
torch.manual_seed(10)
lin = nn.Linear(3, 1)
opt = torch.optim.SGD(lin.parameters(), lr=0.1)
print(opt)
xs = torch.tensor([[1., 2., 3.], [0., 1., 0.], [2., 0., 1.]])
ys = torch.tensor([[1.], [0.], [2.]])
for epoch in range(30):
    pred = lin(xs)
    loss = ((pred - ys) ** 2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
    if epoch % 5 == 0:
        print(epoch, f"{loss.item():.6f}", loss.item())
print(lin.weight.data, lin.bias.data)
print(lin(xs))
