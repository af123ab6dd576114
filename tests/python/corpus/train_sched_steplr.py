# StepLR over a short training run: the learning rate each epoch as get_last_lr() reports it.
import torch
from torch.optim.lr_scheduler import StepLR

torch.manual_seed(8)
model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
sched = StepLR(opt, step_size=3, gamma=0.3)
x = torch.randn(10, 2)
y = x[:, :1] * 2 - x[:, 1:]
print(sched.get_last_lr(), sched.last_epoch, sched.base_lrs)
for epoch in range(10):
    opt.zero_grad()
    loss = ((model(x) - y) ** 2).mean()
    loss.backward()
    opt.step()
    sched.step()
    print(epoch, sched.get_last_lr(), opt.param_groups[0]['lr'], round(loss.item(), 5))
print(sched.get_lr())
print(opt)
two = torch.optim.Adam([{'params': [model.weight], 'lr': 1}, {'params': [model.bias]}], lr=0.01)
s2 = torch.optim.lr_scheduler.StepLR(two, 2)
for _ in range(7):
    two.step()
    s2.step()
    print(s2.get_last_lr())
