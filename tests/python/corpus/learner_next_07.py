import torch
torch.manual_seed(0)
k = torch.randn(2, 8, 16)
q = torch.randn(2, 8, 16)
wei = q @ k.transpose(-2, -1)
print("var k", k.var().item())
print("var q", q.var().item())
print("var wei", wei.var().item())
wei = q @ k.transpose(-2, -1) * 16**-0.5
print("scaled var wei", wei.var().item())
