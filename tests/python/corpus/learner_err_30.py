import torch
print(torch.zeros(2, 3) @ torch.zeros(2, 3))
