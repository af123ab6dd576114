import torch

# Which elements receive gradient when a tensor is indexed: ints, slices, lists with repeats, masks.
torch.manual_seed(2)
x = torch.randn(4, 5, requires_grad=True)
x[0].sum().backward()
print(x.grad)
x.grad = None
(x[:, 1:] * 2).sum().backward()
print(x.grad)
x.grad = None
x[[0, 0, 3]].sum().backward()
print(x.grad)
x.grad = None
x[x > 0].sum().backward()
print(x.grad)
x.grad = None
y = x[1:3, ::2]
print(y.grad_fn.name(), y.shape)
(y ** 2).sum().backward()
print(x.grad)
x.grad = None
idx = torch.tensor([2, 2, 2, 1])
x[idx, -1].sum().backward()
print(x.grad[:, -1])
