import torch

x = torch.arange(6).reshape(2, 3)
x.add_(1)
print(x)
x.fill_(2.7)
print(x)
x += torch.tensor(True)
print(x)
x.copy_(torch.ones(2, 3) * 1.9)
print(x)
x.zero_()
print(x, x.dtype)
try:
    x.mul_(2.5)
except RuntimeError as e:
    print(e)
try:
    x.div_(2)
except RuntimeError as e:
    print(e)

b = torch.tensor([True, False])
b.fill_(3)
print(b)
try:
    b += 1
except RuntimeError as e:
    print(e)

y = torch.ones(2, 3)
print(y.add_(torch.ones(3)) is y)
y.mul_(torch.tensor([[1.0], [3.0]]))
y.sub_(0.5)
y.div_(3)
print(y)
y.clamp_(min=0.5, max=0.7)
print(y)
y.exp_()
y.sqrt_()
y.log_()
print(y)
y.fill_(torch.tensor(-2.))
y.abs_()
y.pow_(3)
print(y)
y.copy_(torch.arange(3))
print(y)
for bad in [torch.ones(4), torch.ones(2, 3, 1)]:
    try:
        y.add_(bad)
    except RuntimeError as e:
        print(e)
try:
    y.fill_(torch.ones(2))
except RuntimeError as e:
    print(e)
try:
    y.copy_(torch.arange(4))
except RuntimeError as e:
    print(e)
print(torch.ones(3).add(2), torch.ones(3).mul(torch.arange(3)), torch.arange(3).div(2), torch.ones(2).sub(1))
try:
    torch.ones(3).add('a')
except TypeError as e:
    print(e)
try:
    torch.ones(3).add()
except TypeError as e:
    print(e)
