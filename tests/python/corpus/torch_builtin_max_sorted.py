import torch
t = torch.tensor([1, 5, 3])
f = torch.tensor([0.5, -1.0, 2.5])
print(max(t), min(f), sorted(f), max(torch.tensor([1.0]), 0.5))
print(torch.tensor(0.1) < 0.1, max(t).item(), sorted(t))
