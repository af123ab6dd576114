import torch

# Splitting a projection into q, k, v and heads, then putting it back together: gradients go to the right parts.
torch.manual_seed(4)
B, T, C, H = 2, 3, 8, 2
x = torch.randn(B, T, 3 * C, requires_grad=True)
q, k, v = x.split(C, dim=2)
print(q.grad_fn.name(), q.shape)
q = torch.stack(q.chunk(H, dim=2), dim=1)
k = torch.stack(k.chunk(H, dim=2), dim=1)
att = (q @ k.transpose(-2, -1)) * (C // H) ** -0.5
out = att.softmax(-1)
loss = (out * torch.arange(T).float()).sum() + v.sum() * 0.1
loss.backward()
print(loss)
print(x.grad[0, 0])
print(x.grad[1, 2, 2 * C:])
a = torch.randn(3, 4, requires_grad=True)
rows = a.unbind(0)
(rows[0] * 2 + rows[2]).sum().backward()
print(a.grad)
first, rest = a.split([1, 3], dim=1)
a.grad = None
(first * 5).sum().backward()
print(a.grad)
