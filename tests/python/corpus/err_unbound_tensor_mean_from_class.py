import torch
x = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
print(torch.Tensor.mean(x, dim=-1))
print(torch.Tensor.sum(x))
print(torch.Tensor.max(x, 1))
print(torch.Tensor.softmax(x, dim=0))
print(torch.Tensor.size())
