import torch
torch.manual_seed(3)
a = torch.randn(2, 3)
b = torch.randn(2, 3)
print(torch.cat([a, b], dim=0).shape)
print(torch.cat((a, b), dim=-1))
print(torch.stack([a, b]).shape)
print(torch.stack([a, b], dim=1)[0])
