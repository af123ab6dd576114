import torch
t = torch.tensor([1.0, 2.0])
print(t.shape[2])
