import torch
torch.manual_seed(1337)
T = 4
wei = torch.randn(T, T)
wei[torch.tril(torch.ones(T, T)) == 0] = float('-inf')
print(wei)
print(torch.softmax(wei, dim=1))
