import torch
torch.manual_seed(1337)
T = 4
tril = torch.tril(torch.ones(T, T))
wei = torch.randn(T, T)
wei[tril == 0] = float('-inf')
print(wei)
wei = torch.exp(wei)
print(wei / wei.sum(dim=-1, keepdim=True))
