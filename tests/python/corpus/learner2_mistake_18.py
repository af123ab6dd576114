import torch
t = torch.tensor([[1, 2], [3, 4]])
print(t)
print(torch.softmax(t, dim=-1))
