import torch
import torch.nn as nn
import torch.nn.functional as F

# Label smoothing with class indices: losses and gradients over class counts that hit the vector tails, with
# weights, every reduction, a 1-D input, a (N, C, d) input and nn.CrossEntropyLoss(label_smoothing=...).
torch.manual_seed(2)
for c in list(range(2, 18)) + [31, 33, 65]:
    logits = torch.randn(4, c, requires_grad=True)
    target = torch.randint(c, (4,))
    w = torch.rand(c)
    loss = (F.cross_entropy(logits, target, label_smoothing=0.1) + F.cross_entropy(logits, target, w, label_smoothing=0.2)
            + F.cross_entropy(logits, target, label_smoothing=0.3, reduction='sum') * 0.5
            + F.cross_entropy(logits, target, w, label_smoothing=0.05, reduction='none')[1])
    loss.backward()
    print(c, loss.item(), loss.grad_fn.name(), logits.grad.tolist())

single = torch.randn(6, requires_grad=True)
print(F.cross_entropy(single, torch.tensor(4), label_smoothing=0.4), F.cross_entropy(single, torch.tensor(1), label_smoothing=1.0, reduction='none'))
spatial = torch.randn(2, 5, 3)
labels = torch.randint(5, (2, 3))
criterion = nn.CrossEntropyLoss(label_smoothing=0.15)
loss = criterion(spatial, labels)
print(loss, F.cross_entropy(spatial, labels, weight=torch.rand(5), label_smoothing=0.15, reduction='none'))
try:
    F.cross_entropy(spatial, labels, label_smoothing=2.0)
except RuntimeError as error:
    print(error)
