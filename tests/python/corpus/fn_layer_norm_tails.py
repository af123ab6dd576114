import torch
import torch.nn.functional as F

torch.manual_seed(42)
for n in [1, 7, 8, 9, 15, 16, 17, 31, 33, 64, 65, 100, 1024]:
    x = torch.randn(3, n) * 4 + 100
    y = F.layer_norm(x, (n,))
    w = torch.randn(n)
    b = torch.randn(n)
    z = F.layer_norm(x, (n,), w, b)
    print(n, y[0, -1].item(), y[2, 0].item(), z[1, n // 2].item())
    print(f"{y.sum().item():.10f} {z.sum().item():.10f} {z.abs().max().item():.8f}")
