# Mistakes with RMSprop and Adagrad: invalid options, a parameter added after Adagrad was made, momentum turned on
# mid-run.
import torch

w = torch.ones(3, requires_grad=True)
for bad in [dict(lr=-0.1), dict(eps=-1.0), dict(momentum=-0.9), dict(weight_decay=-1e-4), dict(alpha=-0.5), dict(lr=float("nan"))]:
    try:
        torch.optim.RMSprop([w], **bad)
    except ValueError as e:
        print("RMSprop:", e)
for bad in [dict(lr=-1), dict(lr_decay=-0.1), dict(weight_decay=-2), dict(initial_accumulator_value=-0.5), dict(eps=-1e-10)]:
    try:
        torch.optim.Adagrad([w], **bad)
    except ValueError as e:
        print("Adagrad:", e)
try:
    torch.optim.RMSprop(w)
except TypeError as e:
    print(e)
try:
    torch.optim.Adagrad([])
except ValueError as e:
    print(e)
opt = torch.optim.RMSprop([w], lr=0.1)
(w * w).sum().backward()
opt.step()
opt.param_groups[0]["momentum"] = 0.9
try:
    opt.step()
except KeyError as e:
    print("KeyError", e)
print(opt.state[w]["step"], w)
extra = torch.ones(2, requires_grad=True)
ada = torch.optim.Adagrad([w])
ada.add_param_group({"params": [extra], "lr": 0.5})
print(ada)
extra.sum().backward()
ada.step()
