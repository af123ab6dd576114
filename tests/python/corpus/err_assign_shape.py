import torch
x = torch.zeros(3, 4)
x[0] = torch.ones(5)
