import torch
import torch.nn as nn
class MyLinear(nn.Linear):
    def forward(self, x):
        return super().forward(x) * 2
class Head(nn.Module):
    def __init__(self):
        nn.Module.__init__(self)
        self.a = MyLinear(2, 2)
        self.b = None
    def extra_repr(self):
        return 'custom=1'
h = Head()
print(h)
print(h.a(torch.ones(1, 2)).shape)
it = iter(h.parameters())
print(next(it).shape)
print(h == h, h != Head(), h in [h])
print(hasattr(h, 'a'), hasattr(h, 'zz'), getattr(h, 'a').in_features)
print(h.__class__.__name__, h.a.__class__.__mro__ if False else '')
