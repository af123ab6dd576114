# LambdaLR as a warm-up then decay schedule, and one lambda per param group.
import torch
from torch.optim.lr_scheduler import LambdaLR

w = torch.zeros(2, requires_grad=True)
b = torch.zeros(1, requires_grad=True)
warmup = 4


def schedule(step):
    if step < warmup:
        return (step + 1) / warmup
    return 0.5 ** ((step - warmup) / 3)


opt = torch.optim.AdamW([w, b], lr=3e-4)
sched = LambdaLR(opt, lr_lambda=schedule)
for step in range(12):
    loss = ((w - 1) ** 2).sum() + (b + 2).pow(2).sum()
    opt.zero_grad()
    loss.backward()
    opt.step()
    sched.step()
    print(step, sched.get_last_lr())
print(w, b)
opt2 = torch.optim.SGD([{'params': [w]}, {'params': [b], 'lr': 2}], lr=0.1)
s2 = LambdaLR(opt2, [lambda e: 0.9 ** e, lambda e: 1 / (e + 1)])
for _ in range(5):
    opt2.step()
    s2.step()
    print(s2.get_last_lr(), s2.last_epoch)
try:
    LambdaLR(opt2, [lambda e: 1.0])
except ValueError as e:
    print(e)
