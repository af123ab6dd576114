# add_param_group: a new group takes the optimizer's defaults for what it leaves out; the mistakes torch refuses.
import torch

a = torch.ones(2, requires_grad=True)
b = torch.ones(3, requires_grad=True)
opt = torch.optim.SGD([a], lr=0.1, momentum=0.9)
opt.add_param_group({'params': b, 'lr': 0.01})
print(opt)
print(opt.param_groups[1]['params'][0] is b)
(a.sum() + (b * b).sum()).backward()
opt.step()
print(a, b)
for bad in [{'params': a}, {'params': {b}}, {'params': [a * 2]}, {'params': [1.5]}, [b]]:
    try:
        opt.add_param_group(bad)
    except Exception as e:
        print(type(e).__name__, e)
try:
    torch.optim.SGD([{'params': [torch.zeros(1, requires_grad=True)]}])
except Exception as e:
    print(type(e).__name__, e)
print(len(opt.param_groups))
