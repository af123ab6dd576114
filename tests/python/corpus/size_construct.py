# Building torch.Size directly and comparing it with tuples and lists.
import torch

s = torch.Size([3, 4])
print(s, torch.Size((3, 4)), torch.Size(), torch.Size(range(3)))
print(s == (3, 4), s == [3, 4], s != (4, 3), s < (3, 5))
print(hash(s) == hash((3, 4)))
print({s: "grid"}[(3, 4)])
print(torch.Size([True, 2]), torch.Size([torch.tensor(6)]))
print(s.numel(), len(s), s.index(4), s.count(3))
rows, cols = s
print(rows * cols)
