import torch
x = torch.arange(6).view(2, 3)
print(x)
print(x.float().mean())
print(torch.stack([x, torch.zeros(3, 2)]))
