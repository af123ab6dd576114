import torch
wei = torch.zeros(4, 4)
tril = torch.tril(torch.ones(3, 3))
print(wei.masked_fill(tril == 0, float('-inf')))
