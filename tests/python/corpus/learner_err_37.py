import torch
x = torch.ones(2, 2)
  y = x + 1
