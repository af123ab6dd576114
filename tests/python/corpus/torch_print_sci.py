import torch
torch.manual_seed(3)
x = torch.randn(6)
print(x * 1000000)
print(x / 100000)
print(torch.ones(3) * 1e9)
print(torch.ones(4) * 123)
big = torch.ones(3) * 2000
print(big / 3)
print(torch.zeros(3) - 0.0)
