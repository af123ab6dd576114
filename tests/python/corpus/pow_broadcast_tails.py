# pow with broadcasting over shapes around the kernel's blocks of 16, printed to the last bit with tolist().
import torch

torch.manual_seed(5)
for rows, cols in [(3, 7), (2, 16), (4, 17), (3, 33), (5, 1)]:
    x = torch.rand(rows, cols) * 2 + 0.1
    y = torch.randn(cols)
    z = torch.randn(rows, 1)
    print(rows, cols, (x ** y).tolist())
    print(rows, cols, (y ** z.abs()).tolist())
    print(rows, cols, (x ** z).tolist())
    print(rows, cols, (z.abs() ** y).tolist())
    print(rows, cols, torch.pow(x, torch.rand(1, cols)).tolist())
    print(rows, cols, (torch.arange(cols) ** torch.arange(rows).view(rows, 1)).tolist())
