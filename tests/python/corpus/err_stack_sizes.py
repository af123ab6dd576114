import torch
print(torch.stack([torch.ones(2), torch.zeros(3)]))
