# A 0-dim tensor (a loss, a .sum()) has no dims to pick: what torch says when a dim is asked of it anyway.
import torch

loss = torch.tensor([0.5, 1.5, 2.0]).sum()
attempts = [lambda: loss.size(0), lambda: loss.size(-1), lambda: loss.stride(0), lambda: loss.select(0, 0),
            lambda: loss.narrow(0, 0, 1), lambda: loss.unbind(), lambda: loss.unbind(-1), lambda: loss.unflatten(0, (1, 1)),
            lambda: loss.unique(dim=0), lambda: loss.size(1)]
for number, attempt in enumerate(attempts, 1):
    try:
        print(number, attempt())
    except (IndexError, RuntimeError) as error:
        print(number, type(error).__name__, error)
print(loss.gather(0, torch.tensor([0, 0])), loss.gather(-1, torch.tensor(0)), loss.sum(0), loss.size(), loss.dim())
