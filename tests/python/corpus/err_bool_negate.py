import torch
x = torch.arange(4)
m = x > 1
print(-m)
