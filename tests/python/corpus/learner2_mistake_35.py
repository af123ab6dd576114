import torch
x = torch.ones(2, 3)
x.shape = (3, 2)
