import torch
x = torch.ones(2, 3)
print(x.unsqueeze(3))
