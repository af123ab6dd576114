# A shape as a dict key and in comparisons, as learners cache things by shape.
import torch

cache = {}
for rows, cols in [(2, 3), (3, 2), (2, 3)]:
    shape = torch.zeros(rows, cols).shape
    cache[shape] = cache.get(shape, 0) + 1
print(cache)
print(torch.Size([2, 3]) in cache, (3, 2) in cache)
print(torch.Size([1, 2]) < torch.Size([1, 3]), torch.Size([4]) >= (4,), sorted([torch.Size([3]), torch.Size([1, 9])]))
