import torch
x = torch.tensor([[1, 2, 3], [4, 5, 6]])
print(x.sum(), x.sum().item(), x.float().mean(), x.max().item(), x.argmax().item())
print(x.shape, x.size(0), x.size(1), x.numel())
print(x * 1.5, x // 2, x % 4, -x, x ** 2)
print(x.tolist(), type(x.tolist()[0][0]))
