import torch
x = torch.tensor([1, 2, 3])
x[0] = 1.7
print(x)
y = torch.ones(3, dtype=torch.long)
print(y / 2, y // 2)
print(torch.ones(2, 2).long() @ torch.ones(2, 2))
