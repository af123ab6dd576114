import torch
import torch.nn.functional as F

# Cross-entropy written with exp, sum and log next to F.cross_entropy: the same loss, gradients to compare.
torch.manual_seed(5)
logits = torch.randn(4, 6, requires_grad=True)
target = torch.tensor([1, 0, 5, 2])
counts = logits.exp()
probs = counts / counts.sum(1, keepdim=True)
loss = -probs[torch.arange(4), target].log().mean()
loss.backward()
print(loss)
print(logits.grad)
hand = logits.grad.clone()
logits.grad = None
ref = F.cross_entropy(logits, target)
ref.backward()
print(ref)
print(logits.grad)
print((hand - logits.grad).abs().max())
