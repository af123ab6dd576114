import torch

base = torch.ones(3)
wide = base.expand(2, 3)
wide.fill_(2)
print(wide, base)
wide[0, 0] = 5
print(wide)
wide[:, 1] = 4
print(base)
wide[0].add_(1)
print(wide)
try:
    wide += 1
except RuntimeError as e:
    print(e)
try:
    wide.mul_(2)
except RuntimeError as e:
    print(e)
safe = wide.clone()
safe += 1
print(safe, base)
