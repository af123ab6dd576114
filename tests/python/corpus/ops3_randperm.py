# torch.randperm: ATen's swaps from 32-bit draws, dtypes, generator=None, the negative-size error
import torch
torch.manual_seed(12)
print(torch.randperm(6), torch.randperm(1), torch.randperm(0), torch.randperm(10, dtype=torch.float32))
x = torch.randn(3)
print(torch.randperm(17), torch.randperm(n=5, generator=None), torch.randperm(200)[-10:])
idx = torch.randperm(8)
data = torch.arange(8) * 10
print(data[idx], torch.randperm(3, requires_grad=False).dtype)
try:
    torch.randperm(-2)
except RuntimeError as e:
    print(e)
