import torch
import torch.nn as nn

torch.manual_seed(3)


class Tiny(nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = nn.Linear(3, 2)
        self.register_buffer('mask', torch.ones(2))
        self.register_buffer('scratch', torch.zeros(1), persistent=False)
        self.scale = nn.Parameter(torch.tensor(0.5))


m = Tiny()
sd = m.state_dict()
print(type(sd))
print(len(sd))
print(sd.keys())
for key in sd:
    print(key, sd[key].shape, sd[key].requires_grad)
print(list(sd.items())[0])
print(sd)
print('mask' in sd, 'scratch' in sd)
print([n for n, _ in m.named_buffers()])
print(m.state_dict(prefix='model.').keys())
