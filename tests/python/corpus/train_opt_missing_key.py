# A param group whose option was deleted: the step stops on the missing key as torch does.
import torch

w = torch.ones(2, requires_grad=True)
opt = torch.optim.SGD([w], lr=0.1, momentum=0.9)
(w * 3).sum().backward()
opt.step()
print(w)
del opt.param_groups[0]['momentum']
opt.step()
