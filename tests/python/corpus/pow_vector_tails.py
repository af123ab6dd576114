# pow over lengths around the kernel's blocks of 16, printed to the last bit with tolist().
import torch

torch.manual_seed(3)
for n in [1, 7, 15, 16, 17, 31, 33, 50]:
    x = torch.rand(n) * 3
    y = torch.randn(n)
    print(n, (x ** 1.7).tolist())
    print(n, (x ** -1.25).tolist())
    print(n, (x ** y).tolist())
    print(n, (1.5 ** y).tolist())
