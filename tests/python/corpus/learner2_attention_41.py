import torch
torch.manual_seed(0)
x = torch.randn(5, 3)
idx = x.argmax(dim=1)
print(idx, idx.dtype)
print(x[torch.arange(5), idx])
print(x.gather(1, idx.unsqueeze(1)))
