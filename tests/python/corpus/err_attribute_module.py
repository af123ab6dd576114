import torch
x = torch.randm(3)
