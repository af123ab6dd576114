import torch
scores = torch.randn(4, 4)
print(scores.softmax(dim=2))
