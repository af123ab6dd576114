import torch
import torch.nn.functional as F

torch.manual_seed(5)
logits = torch.randn(10, 65, requires_grad=True)
targets = torch.randint(0, 65, (10,))
log_probs = F.log_softmax(logits, dim=-1)
a = F.nll_loss(log_probs, targets)
b = F.cross_entropy(logits, targets)
print(a, b)
print(torch.equal(a, b))
print(F.nll_loss(log_probs, targets, reduction="none"))
print(F.nll_loss(torch.randn(4, 3), torch.tensor([0, 1, 2, 1])))
probs = logits.softmax(dim=-1)
manual = -probs[torch.arange(10), targets].log().mean()
print(manual)
x3 = torch.randn(2, 4, 6)
print(F.nll_loss(x3, torch.randint(0, 4, (2, 6))))
