import torch
print(torch.zeros(3, dtype=torch.long), torch.ones(2, 2, dtype=torch.int64), torch.full((2, 2), 7))
print(torch.arange(0, 1, 0.25), torch.arange(5, 0, -1), torch.linspace(0, 10, steps=5))
print(torch.eye(3), torch.zeros_like(torch.ones(2)), torch.ones_like(torch.zeros(2, dtype=torch.long)))
print(torch.empty(2, 3).shape, torch.rand(2).shape)
