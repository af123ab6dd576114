import torch

# negation in its three spellings, and the in-place one
t = torch.tensor([1.5, -2.0, 0.0, 3.25])
print(t.neg())
print(torch.neg(t))
print(-t)
print(torch.negative(t))
u = t.clone()
u.neg_()
print(u)
print(torch.tensor([3, -4, 0]).neg())
w = torch.tensor([0.5, -1.0], requires_grad=True)
print(w.neg())
try:
    torch.tensor([True, False]).neg()
except RuntimeError as e:
    print("RuntimeError:", e)

# integer matrix products
a = torch.arange(6).view(2, 3)
b = torch.arange(12).view(3, 4)
print(a @ b)
print(torch.mm(a, b))
print(torch.matmul(a, b))
print(a.matmul(b))
print(torch.bmm(a.unsqueeze(0), b.unsqueeze(0)))
print(a[0] @ b)
print(a @ b[:, 1])
print(a[1] @ a[1])
print(torch.arange(24).view(2, 3, 4) @ torch.arange(8).view(4, 2))
print(torch.tensor([2**62, 2**62]) @ torch.tensor([2, 3]))
c = torch.ones(3, 4)
for left, right in [(a, c), (c.T, b), (a[0], c[:, 0]), (a, c[:, 0])]:
    try:
        print(left @ right)
    except RuntimeError as e:
        print("RuntimeError:", e)
try:
    torch.mm(a, c)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    torch.bmm(a[None], c[None])
except RuntimeError as e:
    print("RuntimeError:", e)
print((a @ b).dtype)
