import torch
torch.manual_seed(4)
x = torch.randn(2, 3)
print(x)
print(x.t())
print(x[:, [0, 2]])
print(x[[1, 0]])
print(x[x > 0])
x[x < 0] = 0
print(x)
print(x.nonzero())
