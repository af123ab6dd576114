# tanh's gradient, grad * (1 - y * y), over sizes that reach the vector kernel's tails, printed exactly (tolist gives every bit).
import torch

torch.manual_seed(11)
for n in [1, 2, 3, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 65]:
    x = (torch.randn(n) * 2).requires_grad_()
    g = torch.randn(n)
    torch.tanh(x).backward(g)
    print(n, x.grad.tolist())  # each float32 exactly, as a double's repr
m = torch.randn(5, 13, requires_grad=True)
m.tanh().sum().backward()
print(m.grad)
print(torch.tanh(m).grad_fn.name())
