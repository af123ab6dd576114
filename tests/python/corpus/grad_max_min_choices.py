import torch

# max and min route the gradient to the chosen element; ties share it in max() and amax.
torch.manual_seed(6)
x = torch.randn(3, 5, requires_grad=True)
values, indices = x.max(dim=1)
print(values, indices)
values.sum().backward()
print(x.grad)
x.grad = None
x.min(0, keepdim=True).values.sum().backward()
print(x.grad)
t = torch.tensor([1.0, 3.0, 3.0, 2.0], requires_grad=True)
t.max().backward()
print(t.grad)
t.grad = None
t.amax(0).backward()
print(t.grad)
t.grad = None
(t * -1).amin(0).backward()
print(t.grad)
m = torch.tensor([[2.0, 2.0], [1.0, 4.0]], requires_grad=True)
m.amax(dim=1).sum().backward()
print(m.grad)
