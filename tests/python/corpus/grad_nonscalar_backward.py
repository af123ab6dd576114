import torch

# backward() on a vector needs a gradient argument; with one, it weights each output.
x = torch.tensor([1.0, 4.0, 9.0], requires_grad=True)
y = torch.sqrt(x)
try:
    y.backward()
except RuntimeError as e:
    print("RuntimeError:", e)
y.backward(torch.tensor([1.0, 0.5, 0.25]))
print(x.grad)
x.grad.zero_()
torch.log(x).backward(torch.ones(3))
print(x.grad)
try:
    torch.log(x).backward(torch.ones(2))
except RuntimeError as e:
    print("RuntimeError:", e)
r = x.rsqrt()
r.sum().backward()
print(x.grad)
