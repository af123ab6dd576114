import torch
t = torch.ones(1)
print(t)
print(str.upper(t))
