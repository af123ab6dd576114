import torch

torch.manual_seed(4)
pairs = torch.randint(0, 3, (12, 2))
print(pairs.T)
rows, counts = torch.unique(pairs, dim=0, return_counts=True)
print(rows.T, counts)
cols, inverse = pairs.T.unique(dim=1, return_inverse=True)
print(cols, inverse)
cube = torch.randint(0, 2, (3, 2, 4)).float()
print(torch.unique(cube, dim=2, return_inverse=True, return_counts=True))
print(torch.unique(cube, dim=-3).shape, torch.unique(cube, dim=1).shape)
print(torch.unique(torch.tensor([[0.0, 1.0], [-0.0, 1.0], [0.5, -1.0]]), dim=0))
