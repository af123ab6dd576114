# The optimizer's repr shows the group as it is now.
import torch

w = torch.zeros(3, requires_grad=True)
opt = torch.optim.Adam([w], lr=0.01)
print(opt)
opt.param_groups[0]["lr"] = 0.002
opt.param_groups[0]["weight_decay"] = 0.1
print(opt)
sgd = torch.optim.SGD([w], lr=1)
sgd.param_groups[0]["momentum"] = 0.5
print(sgd)
