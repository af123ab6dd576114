import torch
import torch.nn as nn
import torch.nn.functional as F
torch.manual_seed(0)
shapes = [(1, 1, 1), (3, 5, 2), (7, 9, 3), (8, 16, 8), (13, 17, 11), (4, 33, 5), (20, 10, 1), (9, 8, 24)]
for n, i, o in shapes:
    lin = nn.Linear(i, o)
    x = torch.randn(n, i, requires_grad=True)
    y = torch.randn(n, o)
    for kind in range(6):
        lin.zero_grad()
        x.grad = None
        out = lin(x)
        if kind == 0:
            loss = ((out - y) ** 2).mean()
        elif kind == 1:
            loss = F.relu(out).sum() / 3.0
        elif kind == 2:
            loss = F.cross_entropy(out, torch.randint(o, (n,)))
        elif kind == 3:
            loss = (out * out + out * 0.5 - y).mean()
        elif kind == 4:
            b = torch.randn(o, requires_grad=True)
            loss = ((out + b) / (b * b + 1.0)).sum(dim=0).mean()
        else:
            loss = (out.mean(dim=1, keepdim=True) * out).sum() + out.pow(3).mean() - (2 - out).sum() * 0.1
        loss.backward()
        print(n, i, o, kind, loss.item(), lin.weight.grad.tolist(), lin.bias.grad.tolist(), x.grad.tolist())
