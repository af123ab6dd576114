# A one-element integer tensor where Python wants an int: list and str indices, slices, range().
import torch
t = torch.tensor(3)
print(list(range(t)))
print([10, 20, 30, 40][t])
print([10, 20, 30, 40][1:t])
print(torch.arange(10)[t:t+2])
print("abcdef"[t])
b = torch.tensor(True)
try:
    print([1, 2][b])
except TypeError as e:
    print("TypeError", e)
f = torch.tensor(2.0)
try:
    print([1, 2, 3][f])
except TypeError as e:
    print("TypeError", e)
try:
    print([1, 2, 3][torch.tensor([1, 2])])
except TypeError as e:
    print("TypeError", e)
print([1, 2, 3][torch.tensor([1])])
