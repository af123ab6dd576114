import torch

# Changing a tensor through the pieces you take out of it.
x = torch.zeros(3, 4)
x[0][1] = 5          # chained indexing writes into x
x[1, :][2] = 6
x.T[3][2] = 7
print(x)

row = x[2]
row += 10            # a row is a view of x
print(x)

for r in x:          # each r is a view too
    r *= 2
print(x)

left, right = x.split(2, dim=1)
left.fill_(-1)
print(x)
print(right)          # right still shows x's current values

flat = x.view(-1)
flat[0] = 100
print(x[0, 0].item())
x[0, 0] = 1
print(flat[0].item())

copy = x.clone()
copy[1, 1] = 99
print(x[1, 1].item(), copy[1, 1].item())

y = x[[0, 2]]         # advanced indexing makes a copy
y[0, 0] = 55
print(x[0, 0].item())
