# Once an optimizer exists, torch has wrapped its class's step for profiling: an unbound step() then fails while
# unpacking its arguments, not with a missing self. SGD was never instantiated here, so its step still says self.
import torch
import torch.nn as nn

torch.manual_seed(3)
layer = nn.Linear(4, 2)
opt = torch.optim.Adam(layer.parameters(), lr=0.01)
print(opt.param_groups[0]["lr"])
for call in (lambda: torch.optim.SGD.step(), lambda: torch.optim.Adam.step(), lambda: opt.no_such_thing):
    try:
        call()
    except (TypeError, ValueError, AttributeError) as error:
        print(type(error).__name__, error)
layer(torch.randn(3, 4)).sum().backward()
torch.optim.Adam.step(opt)
print(layer.bias)
torch.optim.Adam.step()
