import torch
x = torch.tensor([[1., 2.], [3., 4.]])
y = torch.tensor([10., 20.])
print(x + y, x * y, x - 1, 2 / x)
print(x @ y, y @ x)
print(x.T @ x)
print(torch.outer(y, y))
