import torch
import torch.nn as nn
torch.manual_seed(0)

class Tiny(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(3, 2)

    @torch.no_grad()
    def predict(self, x, scale=1.0):
        return self.lin(x) * scale

class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

m = Tiny()
out = m.predict(torch.ones(1, 3), scale=2.0)
print(out, out.requires_grad)
print(m.lin(torch.ones(1, 3)).requires_grad)
print(vars(Point(1, 2)))
p = Point(3, 4)
p.z = 5
print(vars(p), sorted(vars(p)))
vars(42)
