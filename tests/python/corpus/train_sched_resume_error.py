# Resuming a schedule (last_epoch given) on an optimizer that never had one: torch's KeyError, uncaught.
import torch
from torch.optim.lr_scheduler import CosineAnnealingLR

w = torch.zeros(2, requires_grad=True)
opt = torch.optim.Adam([w], lr=0.01)
print(opt.param_groups[0]['lr'])
CosineAnnealingLR(opt, T_max=10, last_epoch=3)
