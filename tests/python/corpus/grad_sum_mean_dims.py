import torch

# Sums and means over several dims, with and without keepdim, and what reaches the input.
torch.manual_seed(18)
x = torch.randn(2, 3, 4, requires_grad=True)
a = x.sum(dim=(0, 2))
b = x.mean(dim=(1, 2), keepdim=True)
c = x.sum(-1).mean()
print(a.shape, b.shape, c.shape)
(a * torch.tensor([1.0, 2.0, 3.0])).sum().backward(retain_graph=True)
print(x.grad[0])
x.grad = None
(b.squeeze() * torch.tensor([10.0, -10.0])).sum().backward()
print(x.grad[1, 0])
x.grad = None
c.backward()
print(x.grad.unique())
print(x.var(dim=(0, 1)).grad_fn.name())
