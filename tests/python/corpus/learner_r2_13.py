import torch
x = torch.ones(2, 3)
y = torch.zeros(2, 3)
print(torch.cat([x, y]), torch.cat([x, y], 1).shape, torch.stack((x, y), dim=1).shape)
print(torch.cat([x, y], dim=-1)[0])
z = torch.cat([x, y], dim=0)
print(z.split(1)[0], z.chunk(4)[3])
