# Momentum and weight decay switched on mid-run through the param group change the next steps.
import torch

torch.manual_seed(5)
w = torch.randn(4, requires_grad=True)
opt = torch.optim.SGD([w], lr=0.1)
for step in range(6):
    if step == 2:
        opt.param_groups[0]["momentum"] = 0.9
    if step == 4:
        opt.param_groups[0]["weight_decay"] = 0.01
    loss = (w ** 4).sum()
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(step, w)
