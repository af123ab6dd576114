import torch
x = torch.randn(2, 3)
y = torch.randn(3, 2)
print(torch.matmul(x, y.T))
