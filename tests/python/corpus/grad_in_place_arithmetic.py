# In-place arithmetic inside a graph: the op's node becomes the tensor's history, gradients as torch's.
import torch
torch.manual_seed(0)
w = torch.randn(5, requires_grad=True)
v = torch.randn(5, requires_grad=True)
h = w * 3
h += v
print(str(h.grad_fn).split()[0])
h *= v
h -= 1.5
print(str(h.grad_fn).split()[0])
h /= 2
h **= 2
print(str(h.grad_fn).split()[0])
h.add_(v)
h.mul_(w)
h.div_(v)
h.sub_(0.25)
print(h)
h.sum().backward()
print(w.grad, v.grad)
# a tensor that needs no grad, written with one that does
z = torch.zeros(5)
z += w
print(z, z.requires_grad, z.is_leaf)
z.sum().backward()
print(w.grad)
# residual connections written in place
torch.manual_seed(1)
lin = torch.nn.Linear(4, 4)
x = torch.randn(3, 4)
out = lin(x)
out += x
out = torch.nn.functional.gelu(out)
out *= 0.5
loss = (out ** 2).mean()
loss.backward()
print(loss.item(), lin.weight.grad, lin.bias.grad)
