# A scheduler's state_dict, loading it into another scheduler, resuming with last_epoch, verbose printing and
# an explicit epoch passed to step().
import torch
from torch.optim.lr_scheduler import StepLR, CosineAnnealingLR, LambdaLR

w = torch.zeros(2, requires_grad=True)
opt = torch.optim.SGD([w], lr=0.1)
s = StepLR(opt, step_size=2, gamma=0.5)
print(s.state_dict())
for _ in range(3):
    opt.step()
    s.step()
sd = s.state_dict()
print(sd)
opt_b = torch.optim.SGD([w], lr=0.1)
s_b = StepLR(opt_b, step_size=9)
s_b.load_state_dict(sd)
print(s_b.step_size, s_b.last_epoch, s_b.get_last_lr())
print(opt.param_groups[0]['initial_lr'], opt.param_groups[0]['lr'])
resumed = StepLR(opt, step_size=2, gamma=0.5, last_epoch=2)
print(resumed.get_last_lr(), resumed.last_epoch)
try:
    StepLR(torch.optim.SGD([w], lr=0.1), step_size=1, last_epoch=4)
except KeyError as e:
    print(type(e).__name__, e)
try:
    StepLR(w, 1)
except TypeError as e:
    print(e)
v = StepLR(torch.optim.SGD([w], lr=0.1), step_size=1, gamma=0.25, verbose=True)
for _ in range(3):
    v.step()
c = CosineAnnealingLR(torch.optim.SGD([w], lr=1.0), T_max=10)
c.step(4)
print(c.get_last_lr(), c.last_epoch)
c.step()
print(c.get_last_lr())
l = LambdaLR(torch.optim.SGD([w], lr=1.0), lambda e: e + 0.5)
print(l.state_dict())
l.step(3)
print(l.get_last_lr())
print(type(s).__name__, isinstance(s, StepLR))
