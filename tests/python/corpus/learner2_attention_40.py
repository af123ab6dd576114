import torch
T = 4
wei = torch.zeros(T, T)
tril = torch.tril(torch.ones(T, T))
wei = wei.masked_fill(tril == 0, float("-inf"))
print(wei)
print(torch.softmax(wei, dim=1))
print(torch.softmax(wei, dim=0))
print(wei.exp())
