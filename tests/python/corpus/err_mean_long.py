import torch
counts = torch.tensor([3, 1, 4, 1, 5])
print(counts.mean())
