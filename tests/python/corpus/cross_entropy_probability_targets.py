import torch
import torch.nn as nn
import torch.nn.functional as F

# cross_entropy with class probabilities as the target (same shape as the input), with label smoothing, weights,
# the three reductions, a 1-D input and a (N, C, d) input; rows that hit the vector tails.
torch.manual_seed(11)
for c in list(range(1, 18)) + [31, 33, 65]:
    logits = torch.randn(3, c)
    probs = torch.rand(3, c).softmax(dim=1)
    print(c, F.cross_entropy(logits, probs).item(), F.cross_entropy(logits, probs, reduction='sum').item())
    print(F.cross_entropy(logits, probs, reduction='none').tolist(), F.cross_entropy(logits, probs, label_smoothing=0.1).item())
    w = torch.rand(c)
    print(F.cross_entropy(logits, probs, weight=w).item(), F.cross_entropy(logits, probs, w, label_smoothing=0.25, reduction='none').tolist())

x = torch.randn(5, requires_grad=True)
t = torch.tensor([0.1, 0.2, 0.3, 0.4, 0.0])
print(F.cross_entropy(x, t), F.cross_entropy(x, t, reduction='none'))
spatial = torch.randn(2, 4, 3)
soft = torch.rand(2, 4, 3).softmax(1)
print(F.cross_entropy(spatial, soft), F.cross_entropy(spatial, soft, reduction='none'))
print(F.cross_entropy(spatial, soft, weight=torch.tensor([1.0, 2.0, 0.5, 0.0]), label_smoothing=0.3))
print(nn.CrossEntropyLoss(label_smoothing=0.2)(spatial, soft), nn.CrossEntropyLoss(reduction='sum')(spatial[0].t(), soft[0].t()))
one_hot = F.one_hot(torch.tensor([2, 0, 1]), 4).float()
print(F.cross_entropy(spatial[0].t(), one_hot), F.cross_entropy(spatial[0].t(), torch.tensor([2, 0, 1])))

for bad in [lambda: F.cross_entropy(spatial, soft, ignore_index=1), lambda: F.cross_entropy(spatial, soft, weight=torch.ones(3)),
            lambda: F.cross_entropy(spatial, soft, label_smoothing=1.5), lambda: F.cross_entropy(spatial, soft.long())]:
    try:
        bad()
    except RuntimeError as error:
        print(type(error).__name__, error)
