import torch
torch.manual_seed(5)
x = torch.randn(3, 4)
print(x.sum(), x.sum(0), x.sum(dim=1))
print(x.mean(-1, keepdim=True))
print(x.max(), x.argmax(dim=1))
vals, idx = x.min(dim=0)
print(vals, idx)
