import torch
torch.manual_seed(1)
scores = torch.randn(3, 3)
print(scores)
print(scores.softmax(dim=-1).sum(dim=-1))
print(scores.exp() / scores.exp().sum(dim=-1, keepdim=True))
print(torch.allclose(scores.exp() / scores.exp().sum(dim=-1, keepdim=True), scores.softmax(-1)))
