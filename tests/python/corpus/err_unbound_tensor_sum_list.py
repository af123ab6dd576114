import torch
print(sum([1, 2]))
print(torch.Tensor.sum([1, 2]))
