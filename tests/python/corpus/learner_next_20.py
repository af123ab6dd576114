import torch
a = torch.arange(1, 7, dtype=torch.float32).view(2, 3)
print(a)
print(a.cumsum(dim=1))
print(a / a.sum(dim=1, keepdim=True))
print(torch.exp(a).sum(1), torch.log(a))
print(a.pow(2), a ** 0.5, a.sqrt())
print(a.clamp(min=2, max=5), a.clamp(max=3))
