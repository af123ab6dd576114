import torch
a = torch.tensor([[1., 2.], [3., 4.]])
b = torch.tensor([[5., 6.], [7., 8.]])
print(a @ b)
print(a.matmul(b))
print(torch.mm(a, b))
print(a * b)
print(a @ b.T)
print(torch.matmul(a, torch.tensor([1., 1.])))
