import torch
torch.manual_seed(1)
print(torch.randn(2000))
print(torch.randn(40, 40))
print(torch.ones(10, 200))
