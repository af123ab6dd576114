# How optimizers print, with their defaults, changed options and several groups.
import torch

w = torch.zeros(3, requires_grad=True)
v = torch.zeros(3, requires_grad=True)
print(torch.optim.SGD([w], lr=0.5))
print(torch.optim.SGD([w], 1e-4, 0.9, nesterov=True))
print(torch.optim.Adam([w]))
print(torch.optim.Adam([w], lr=2e-5, betas=(0.8, 0.99), eps=1e-6, weight_decay=1e-2))
opt = torch.optim.AdamW([{'params': [w]}, {'params': [v], 'lr': 1, 'eps': 0.5}], lr=1e-3)
print(opt)
print(opt.defaults)
opt.param_groups[0]['lr'] = 7
opt.param_groups[1]['note'] = 'hi'
print(opt)
print(repr(opt) == str(opt))
