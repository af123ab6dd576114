import torch
torch.manual_seed(1337)
T = 5
wei = torch.ones(T, T)
mask = torch.tril(wei).bool()
print(mask)
wei = torch.zeros(T, T).masked_fill(~mask, float('-inf'))
print(wei.softmax(-1))
print(wei.exp())
