import torch
print(int(torch.tensor([1.5, 2.5])))
