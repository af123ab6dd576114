# Loading an optimizer state that does not fit: torch's messages.
import torch

a = torch.zeros(2, requires_grad=True)
b = torch.zeros(2, requires_grad=True)
one = torch.optim.Adam([a, b])
two = torch.optim.Adam([{'params': [a]}, {'params': [b]}])
try:
    one.load_state_dict(two.state_dict())
except ValueError as e:
    print(e)
three = torch.optim.Adam([a])
try:
    three.load_state_dict(one.state_dict())
except ValueError as e:
    print(e)
for bad in [dict(lr=-1.0), dict(eps=-1e-8), dict(betas=(1.0, 0.9)), dict(betas=(0.9, -0.1)), dict(weight_decay=-2)]:
    try:
        torch.optim.AdamW([a], **bad)
    except ValueError as e:
        print(e)
for bad in [dict(lr=0.1, momentum=-1), dict(lr=0.1, weight_decay=-0.5), dict(lr=0.1, nesterov=True), dict(lr=0.1, momentum=0.9, dampening=0.1, nesterov=True)]:
    try:
        torch.optim.SGD([a], **bad)
    except ValueError as e:
        print(e)
try:
    torch.optim.SGD([])
except ValueError as e:
    print(e)
