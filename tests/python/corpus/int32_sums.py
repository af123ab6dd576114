# int32 tensors sum in int64 (exactly, past 2**31), with dim, keepdim and dtype=; their mean raises torch's dtype error.
import torch
torch.manual_seed(0)
a = torch.randint(-50, 100, (3, 4)).int()
print(a.sum(), a.sum(0), a.sum(dim=1, keepdim=True), torch.sum(a), torch.sum(a, -1))
print(a.sum().dtype, a.sum(0).dtype)
big = torch.full((5,), 2**31 - 1, dtype=torch.int32)
print(big.sum(), big.sum().dtype)
print(a.sum(dtype=torch.float32))
print(torch.tensor([], dtype=torch.int32).sum())
for f in (lambda: a.mean(), lambda: torch.mean(a), lambda: a.mean(0)):
    try:
        print(f())
    except RuntimeError as e:
        print("RuntimeError:", e)
