# Decaying the learning rate by hand, group by group, during a short training loop.
import torch

torch.manual_seed(4)
model = torch.nn.Sequential(torch.nn.Linear(3, 4), torch.nn.Tanh(), torch.nn.Linear(4, 1))
opt = torch.optim.SGD([{'params': model[0].parameters(), 'lr': 0.2}, {'params': model[2].parameters()}], lr=0.1, momentum=0.5)
x = torch.randn(8, 3)
y = x.sum(dim=1, keepdim=True)
for epoch in range(6):
    opt.zero_grad()
    loss = ((model(x) - y) ** 2).mean()
    loss.backward()
    opt.step()
    for group in opt.param_groups:
        group['lr'] *= 0.7
    print(epoch, [g['lr'] for g in opt.param_groups], loss.item())
print(model[2].weight)
