import torch
a = torch.ones(3, requires_grad=True)
y = (a * a).sum()
y.backward()
try:
    y.backward()
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    (a * 2).backward()
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    torch.ones(3).sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    (a * 2).backward(torch.ones(2))
except RuntimeError as e:
    print("RuntimeError:", e)
z = (a + 1).sum()
z.backward()
z.backward()
print(a.grad)
k = (a * 3).sum()
k.backward(retain_graph=True)
k.backward()
print(a.grad)
print(torch.optim.AdamW([a], lr=0.1))
print(torch.optim.Adam([a]))
print(torch.optim.SGD([a], lr=0.1, momentum=0.9, weight_decay=1e-4))
try:
    torch.optim.SGD([], lr=0.1)
except ValueError as e:
    print("ValueError:", e)
b = torch.ones(2, requires_grad=True)
(b * 2).sum().backward()
b.grad = None
print(b.grad)
