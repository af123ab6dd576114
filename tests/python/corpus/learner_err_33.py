import torch
print("shape is " + torch.zeros(2).shape)
