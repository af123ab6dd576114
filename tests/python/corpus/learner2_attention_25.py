import torch
import torch.nn.functional as F
torch.manual_seed(1337)
T, C = 4, 6
x = torch.randn(T, C)
wei = x @ x.T
print(wei)
wei = wei.masked_fill(torch.tril(torch.ones(T, T)) == 0, -float('inf'))
print(F.softmax(wei, dim=-1))
print(F.softmax(wei / C ** 0.5, dim=-1))
