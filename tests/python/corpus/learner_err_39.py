import torch
x = torch.tensor([1, 2, 3])
print(x.softmax(dim=0))
