import torch
print(torch.tril(torch.ones(4)))
