import torch
x = torch.arange(6.).view(2, 3)
print(x.sum(0, keepdim=True), x.max(1, keepdim=True))
print(torch.mean(x, dim=1), torch.sum(x), torch.std(x, 0))
print(x.max(0)[0], x.max(0)[1])
