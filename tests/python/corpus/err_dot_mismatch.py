import torch
print(torch.ones(3) @ torch.ones(4))
