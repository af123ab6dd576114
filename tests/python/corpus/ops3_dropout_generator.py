import torch
import torch.nn as nn
import torch.nn.functional as F
torch.manual_seed(5)
# F.dropout: identity at p=0 or training=False, torch's draws while training; generator=None accepted
x = torch.randn(2, 4)
print(F.dropout(x, p=0.0), F.dropout(x, 0.5, False), F.dropout(x, training=False) is x)
torch.manual_seed(9)
a = F.dropout(x, p=0.25)
torch.manual_seed(9)
b = nn.Dropout(0.25)(x)
print(a, torch.equal(a, b))
print(F.dropout(torch.ones(3, 17), p=0.5, training=True))
print(torch.randn(3, generator=None), torch.rand(2, generator=None), torch.randint(0, 3, (2, 4), generator=None))
print(torch.randn(2, 2, generator=None, requires_grad=True).shape)
