import torch
torch.manual_seed(1)

w = torch.randn(3, 3, requires_grad=True)
h = w * 2
first = h[0]
first += 1
print(first)
print(h)

col = h.t()[1]
col.zero_()
print(h)
print(first)

w0 = w[0]
try:
    w0 += 1
except RuntimeError as e:
    print("RuntimeError:", e)

with torch.no_grad():
    w[1] = 0.5
    tail = w[2]
    tail.mul_(0)
print(w)

with torch.no_grad():
    peek = w[0]
print(peek.requires_grad)
try:
    peek.add_(1)
except RuntimeError as e:
    print("RuntimeError:", e)
