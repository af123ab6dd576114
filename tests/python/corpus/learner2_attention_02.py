import torch
torch.manual_seed(1337)
T = 5
tril = torch.tril(torch.ones(T, T))
print(tril)
wei = torch.zeros((T, T))
wei = wei.masked_fill(tril == 0, float('-inf'))
print(wei)
wei = torch.softmax(wei, dim=-1)
print(wei)
