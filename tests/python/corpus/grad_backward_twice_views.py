import torch

# Backward twice: nodes that keep tensors refuse the second pass, views and sums keep nothing.
a = torch.tensor([0.5, -1.0, 2.0], requires_grad=True)
y = a[0] + a[1:].sum() - a[2]
y.backward()
y.backward()
print(a.grad)
z = a.exp().sum()
z.backward()
try:
    z.backward()
except RuntimeError as e:
    print("RuntimeError:", str(e)[:60])
s = torch.sigmoid(a).sum()
s.backward(retain_graph=True)
s.backward()
print(a.grad)
u = a.unsqueeze(0).expand(2, 3).sum()
u.backward()
u.backward()
print(a.grad)
