import torch
import torch.nn as nn
import torch.nn.functional as F

# Binary cross entropy on probabilities: every element of the loss for rows that hit the vector tails, the log
# clamped at -100 for probabilities of exactly 0 and 1, weights, the three reductions and nn.BCELoss.
torch.manual_seed(7)
for n in list(range(1, 18)) + [31, 33, 63, 65]:
    p, t = torch.rand(2, n), torch.rand(2, n)
    print(n, F.binary_cross_entropy(p, t, reduction='none').tolist())
    print(F.binary_cross_entropy(p, t).item(), F.binary_cross_entropy(p, t, reduction='sum').item())
    w = torch.rand(n)
    print(F.binary_cross_entropy(p, t, weight=w).item(), F.binary_cross_entropy(p, t, w, reduction='none').tolist())

edges = torch.tensor([0.0, 1.0, 0.0, 1.0, 0.5, 1e-30, 1 - 1e-7, 1e-45, 0.25])
goals = torch.tensor([0.0, 1.0, 1.0, 0.0, 0.5, 1.0, 0.0, 0.3, 0.25])
print(F.binary_cross_entropy(edges, goals, reduction='none'))
print(F.binary_cross_entropy(edges, goals, reduction='none').tolist())
print(nn.BCELoss()(edges, goals), nn.BCELoss(reduction='sum')(edges, goals))
print(nn.BCELoss(), nn.BCELoss(reduction='none')(edges[:3], goals[:3]))

x = torch.randn(4, 3, requires_grad=True)
probs = torch.sigmoid(x)
loss = nn.BCELoss()(probs, torch.tensor([[0.0, 1.0, 1.0], [1.0, 0.0, 0.0], [1.0, 1.0, 0.0], [0.0, 0.0, 1.0]]))
print(loss)
loss.backward()
print(x.grad)

for bad in [lambda: F.binary_cross_entropy(probs, goals[:3]), lambda: F.binary_cross_entropy(x, torch.rand(4, 3))]:
    try:
        bad()
    except (ValueError, RuntimeError) as error:
        print(type(error).__name__, error)
