import torch
torch.manual_seed(1)
a = torch.randn(4, requires_grad=True)
b = torch.randn(4, requires_grad=True)
y = (a * b).sum()
ga, gb = torch.autograd.grad(y, [a, b], retain_graph=True)
print(ga.tolist(), gb.tolist(), a.grad)
print(torch.autograd.grad(y, (a,)))
z = (a * 2).sum()
print(torch.autograd.grad(z, [a, b], allow_unused=True))
try:
    torch.autograd.grad((a * 3).sum(), [b])
except RuntimeError as e:
    print(e)
try:
    torch.autograd.grad((a * 3).sum(), [torch.ones(2)])
except RuntimeError as e:
    print(e)
v = a * b
(g,) = torch.autograd.grad(v, a, grad_outputs=torch.ones(4))
print(g)
