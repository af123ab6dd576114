import torch
x = torch.zeros(3, 4)
y = x
x[0] = 1.5
x[1, 2] = 7
x[:, 3] = torch.tensor([1.0, 2.0, 3.0])
x[2, :2] = torch.tensor([9.0, 8.0])
print(x, y)
x[x > 5] = -1.0
print(x)
m = torch.arange(6).view(2, 3)
m[0] = 7.9
m[:, 1] += 10
print(m)
w = torch.ones(2, 2)
w[...] = 3
print(w)
t = torch.zeros(5)
t[[0, 2]] = torch.tensor([1.0, 2.0])
t[torch.tensor([4])] = 5
print(t)
wei = torch.zeros(4, 4)
for i in range(4):
    wei[i, :i + 1] = 1.0 / (i + 1)
print(wei)
b = torch.tensor([True, False, True])
b[1] = True
print(b)
torch.manual_seed(0)
p = torch.randn(2, 2, requires_grad=True)
q = p * 2
q[0, 0] = 0.0
print(q)
