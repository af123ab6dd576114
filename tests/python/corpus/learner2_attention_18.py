import torch
import torch.nn.functional as F
torch.manual_seed(5)
logits = torch.randn(3, 5)
probs = F.softmax(logits, dim=-1)
print(probs)
print(probs.sum(-1))
print(F.log_softmax(logits, dim=-1)[0])
print(torch.log(probs)[0])
