import torch
x = torch.ones(2, 2)
print(x.mean(dim=1, keepdims=True))
print(torch.tril(torch.ones(3)))
