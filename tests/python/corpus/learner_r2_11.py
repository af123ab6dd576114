import torch
import torch.nn.functional as F
torch.manual_seed(0)
logits = torch.randn(8, 10)
targets = torch.randint(0, 10, (8,))
loss = F.cross_entropy(logits, targets)
print(f"loss: {loss.item():.4f}")
print(-torch.log(torch.tensor(1/10)))
probs = F.softmax(logits, dim=1)
print(probs[torch.arange(8), targets])
print(-probs[torch.arange(8), targets].log().mean())
