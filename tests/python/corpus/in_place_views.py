import torch

# unsqueeze_, squeeze_, t_ and transpose_ change a tensor's shape in place; the storage stays shared.
x = torch.arange(6.0).view(2, 3)
alias = x.view(6)
r = x.t_()
print(r is x, x.shape, x.stride(), x.is_contiguous())
print(x)
x[0, 1] = 100.0
print(alias)
alias[5] = -1.0
print(x)

y = torch.zeros(2, 1, 3)
print(y.squeeze_().shape, y.unsqueeze_(0).shape, y.unsqueeze_(-1).shape)
print(y.squeeze_(0).shape, y.squeeze_(1).shape)
z = torch.arange(24).view(2, 3, 4)
z.transpose_(0, 2)
print(z.shape, z.stride())
print(z[1])
print(z.contiguous().view(-1)[:8])

row = torch.arange(5.0)
row.t_()
print(row, row.shape)
base = torch.zeros(3, 4)
part = base[:, 1:3]
part.t_()
part[1, 2] = 7.0
print(base)
print(part)

# As torch, with autograd on, a leaf that requires grad is refused.
w = torch.ones(2, 3, requires_grad=True)
try:
    w.t_()
except RuntimeError as error:
    print("RuntimeError:", error)
with torch.no_grad():
    w.unsqueeze_(0)
print(w.shape, w.requires_grad)
try:
    torch.ones(2, 2, 2).t_()
except RuntimeError as error:
    print("RuntimeError:", error)
try:
    torch.ones(2, 3).transpose_(0, 3)
except IndexError as error:
    print("IndexError:", error)
