import torch
tril = torch.tril(torch.ones(4, 4))
wei = tril / tril.sum(dim=1, keepdim=True)
print(wei)
v = torch.arange(8.).view(4, 2)
print(wei @ v)
print(torch.allclose(wei.sum(1), torch.ones(4)))
