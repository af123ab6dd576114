# Class targets made as int32 (a learner's torch.tensor(..., dtype=torch.int32)): torch asks for Long.
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
logits = torch.randn(4, 5)
targets = torch.tensor([1, 0, 4, 2], dtype=torch.int32)
for label, thunk in [("cross_entropy", lambda: F.cross_entropy(logits, targets)),
                     ("nll_loss", lambda: F.nll_loss(F.log_softmax(logits, dim=1), targets)),
                     ("CrossEntropyLoss", lambda: nn.CrossEntropyLoss()(logits, targets)),
                     ("keyword", lambda: F.cross_entropy(logits, target=targets))]:
    try:
        print(label, thunk())
    except RuntimeError as error:
        print(label, "RuntimeError:", error)
print(F.cross_entropy(logits, targets.long()))
loss = F.cross_entropy(logits, targets)
