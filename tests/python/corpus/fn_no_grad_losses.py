import torch
import torch.nn.functional as F

torch.manual_seed(0)
logits = torch.randn(2, 3, 4, requires_grad=True)
targets = torch.randint(0, 3, (2, 4))
with torch.no_grad():
    each = F.cross_entropy(logits, targets, reduction="none")
    print(each)
    print(each.requires_grad)
    print(F.layer_norm(logits, (4,))[0, 0], F.embedding(targets[0], logits[0].T)[0])
print(F.cross_entropy(logits, targets, reduction="none").requires_grad)
print(F.embedding(targets[0], logits[0].T)[1])
