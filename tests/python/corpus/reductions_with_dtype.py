# sum and mean with dtype=: the tensor's own dtype changes nothing; integers are reduced as float32.
import torch

torch.manual_seed(1)
x = torch.randn(3, 5)
print(x.mean(dim=1, keepdim=True, dtype=torch.float32))
print(torch.equal(x.mean(dim=1, keepdim=True, dtype=torch.float32), x.mean(dim=1, keepdim=True)))
print(x - x.mean(dim=0, dtype=torch.float32))
print(x.sum(dtype=torch.float32), torch.sum(x, 1, dtype=torch.float32))
counts = torch.tensor([[3, 1, 4], [1, 5, 9]])
print(counts.mean(dtype=torch.float32), counts.mean(dim=1, dtype=torch.float32))
print(counts.sum(dtype=torch.float32), counts.sum(0, dtype=torch.float32))
print(torch.mean(counts, dim=0, dtype=torch.float32))
flags = torch.tensor([True, False, True, True])
print(flags.sum(dtype=torch.float32), flags.mean(dtype=torch.float32))
try:
    counts.mean()
except RuntimeError as error:
    print("RuntimeError", error)
y = torch.randn(4, 6, requires_grad=True)
y.mean(dim=-1, dtype=torch.float32).sum().backward()
print(y.grad[0])
