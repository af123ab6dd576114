import torch

counts = torch.tensor([7, -7, 0, 5], dtype=torch.int32)
alias = counts
counts += 1
print(counts, alias is counts)
counts *= 2
print(alias)
counts //= 3
print(alias)
counts %= 4
print(alias, alias.dtype)
counts -= torch.tensor([1, 2, 3, 4])
print(counts, counts.dtype)
counts += torch.tensor(10)
print(counts)
big = torch.tensor([2**31 - 1, -2**31, 2**30], dtype=torch.int32)
big += 1
print(big)
big *= 4
print(big)
print(torch.tensor([7, -7], dtype=torch.int32) // 2.5, torch.tensor([7, -7], dtype=torch.int32) % -3)
print(17 // torch.tensor([7, -7, 3, 5], dtype=torch.int32), 17 % torch.tensor([7, -7, 3, 5], dtype=torch.int32))
steps = torch.tensor([5, 6])
view = steps
steps **= 2
steps //= torch.tensor([[1, 2], [3, 4]])[0]
print(view)
flags = torch.tensor([True, False])
flags += torch.tensor([True, True])
print(flags)
weights = torch.ones(3)
weights += torch.ones(3, dtype=torch.float64) / 3
print(weights, weights.dtype)
half = torch.ones(3).half()
half += torch.ones(3) / 3
half *= 3
print(half)
wide = torch.ones(2, dtype=torch.float64)
wide *= 1.1
wide /= 3
print(wide)
try:
    counts += 1.5
except RuntimeError as error:
    print(error)
try:
    counts /= 2
except RuntimeError as error:
    print(error)
try:
    counts *= torch.tensor(0.5)
except RuntimeError as error:
    print(error)
try:
    flags *= 2
except RuntimeError as error:
    print(error)
try:
    steps //= 0.5
except RuntimeError as error:
    print(error)
print(counts, flags, steps)
counts //= 0
