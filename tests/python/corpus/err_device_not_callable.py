import torch

device = torch.device('cpu')
print(device, repr(device))
x = torch.ones(2).to(device)
print(x.device)
device()
