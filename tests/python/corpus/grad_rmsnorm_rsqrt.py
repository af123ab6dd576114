import torch

# RMSNorm with rsqrt: normalise by the root mean square, scale by a learned gain.
torch.manual_seed(15)
x = torch.randn(2, 3, 8, requires_grad=True)
gain = torch.ones(8, requires_grad=True)
ms = (x ** 2).mean(-1, keepdim=True)
y = x * torch.rsqrt(ms + 1e-6) * gain
target = torch.randn(2, 3, 8)
loss = ((y - target) ** 2).sum()
loss.backward()
print(loss)
print(gain.grad)
print(x.grad[1, 2])
print(y.grad_fn.name(), ms.grad_fn.name())
