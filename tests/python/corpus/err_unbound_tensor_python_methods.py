# Tensor methods torch writes in Python, taken from the class or called with the wrong arguments: CPython's words.
import torch

x = torch.arange(6.0, requires_grad=True)
print(torch.Tensor.split(x, 4))
print(torch.Tensor.norm(x.detach()))
print(x.detach().split(split_size=4, dim=0))
for call in [
    lambda: torch.Tensor.backward(),
    lambda: torch.Tensor.split(),
    lambda: torch.Tensor.register_hook(),
    lambda: torch.Tensor.unflatten(dim=0),
    lambda: torch.Tensor.resize(),
    lambda: x.split(),
    lambda: x.split(1, 0, 0),
    lambda: x.unflatten(0),
    lambda: x.norm(p=1, bad=2),
    lambda: x.backward(None, None, False, None, 5),
]:
    try:
        call()
    except TypeError as error:
        print("TypeError:", error)
loss = (x * x).sum()
torch.Tensor.backward(loss)
print(x.grad)
torch.Tensor.backward()
