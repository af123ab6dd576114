# Python's arithmetic inside the schedules: an int learning rate stays an int until a float meets it.
import torch
from torch.optim.lr_scheduler import StepLR, CosineAnnealingLR, LambdaLR

w = torch.zeros(1, requires_grad=True)
opt = torch.optim.SGD([w], lr=1)
s = StepLR(opt, step_size=2, gamma=2)
for _ in range(5):
    opt.step()
    s.step()
    print(s.get_last_lr())
opt = torch.optim.SGD([w], lr=4)
c = CosineAnnealingLR(opt, T_max=4, eta_min=1)
for _ in range(6):
    opt.step()
    c.step()
    print(c.get_last_lr())
opt = torch.optim.SGD([w], lr=3)
l = LambdaLR(opt, lambda e: e * 2)
for _ in range(3):
    opt.step()
    l.step()
    print(l.get_last_lr())
