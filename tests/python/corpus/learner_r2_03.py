import torch
torch.manual_seed(42)
x = torch.randn(4, 8)
w = torch.randn(8, 3)
b = torch.zeros(3)
out = x @ w + b
print(out)
print(out.relu().sum(1))
print(torch.sigmoid(out[0]) if hasattr(torch, "nope") else out[0].tanh())
print((out > 0).float().mean().item())
