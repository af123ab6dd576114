# CosineAnnealingLR over two periods (the restart branch included), with and without eta_min.
import torch
from torch.optim.lr_scheduler import CosineAnnealingLR

w = torch.zeros(3, requires_grad=True)
opt = torch.optim.SGD([w], lr=0.5)
sched = CosineAnnealingLR(opt, T_max=5)
for epoch in range(13):
    opt.step()
    sched.step()
    print(epoch, sched.get_last_lr())
opt2 = torch.optim.Adam([w], lr=1e-3)
s2 = CosineAnnealingLR(opt2, T_max=7, eta_min=1e-5)
rates = []
for epoch in range(20):
    opt2.step()
    s2.step()
    rates.append(s2.get_last_lr()[0])
print(rates)
print(s2.state_dict())
