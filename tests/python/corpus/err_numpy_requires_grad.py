import torch
layer = torch.nn.Linear(3, 2)
out = layer(torch.ones(1, 3))
print(out.detach().numpy().shape)
print(out.numpy())
