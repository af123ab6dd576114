import torch
torch.manual_seed(0)
t = torch.randn(3, 5)
a = t.numpy()
print(a[0], a[0, 1], repr(a[0, 1]), [a[0, 1]], a[0][2], type(a[0, 1]))
print(a[:, 1:3], a[-1], a[..., 0], a[None, 0].shape, a[1:, ::2])
b = torch.arange(6).view(2,3).numpy()
print(b[1], b[1, 2], repr(b[1,2]), type(b[1,2]).__name__)
c = torch.tensor([True, False]).numpy()
print(c[0], repr(c[0]), c[1:], type(c[0]))
print(a.size, len(a), a.ndim, a[0].item() if False else a[0, 0].item(), b[1, 1].item())
for row in a[:2]:
    print(row)
print(a[0, 0].shape, a[0, 0].tolist())
try:
    a[3]
except IndexError as e:
    print(e)
a[0, 7]
