# Integer pow with negative exponents from a tensor: 1 for base 1, +-1 for base -1, else 0, as torch's powi; a
# negative Python int exponent on an integer tensor is torch's error.
import torch
x=torch.tensor([-3,-1,0,1,2,5])
for b in (2,1,-1,0,-2,3):
    print(b, b ** x, torch.pow(b, x))
print(x ** x)
print(torch.tensor([2, 1, -1, 0]) ** torch.tensor([-1, -2, -3, -1]))
try:
    print(torch.tensor([2]) ** -1)
except RuntimeError as e:
    print(e)
