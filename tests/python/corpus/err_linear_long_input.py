import torch
layer = torch.nn.Linear(3, 2)
print(layer(torch.tensor([[1, 2, 3]])))
