import torch
print(torch.randint(5, 5, (2,)))
