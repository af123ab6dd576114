# pow on transposed, permuted, sliced and broadcast tensors: torch runs its vector code along memory order, so
# which elements take it depends on the layout. Printed to the last bit with tolist().
import torch

torch.manual_seed(11)
for n in [5, 16, 17, 33]:
    x = torch.rand(n, 3) * 2 + 0.1
    y = torch.randn(3, n)
    print(n, (x.t() ** y).tolist())
    print(n, (y ** x.t()).tolist())
    print(n, (x.t() ** 1.7).tolist())
    print(n, (2.5 ** x.t()).tolist())
    print(n, (x.t() ** x.t()).tolist())
    print(n, (x[::2] ** 0.3).tolist())
    print(n, (x.t()[:, 1:] ** y[:, 1:]).tolist())

c = torch.rand(2, 17, 3) + 0.5
p = c.permute(2, 0, 1)
print((p ** 1.3).tolist())
print((p ** torch.rand(17)).tolist())
print((c ** torch.rand(17, 1)).tolist())
print((torch.rand(3, 1).expand(3, 20) ** torch.rand(20)).tolist())
print((x.t() ** 1.7).is_contiguous(), (x.t() ** 2).shape)
try:
    (x.t() ** 1.7).view(-1)
except RuntimeError as e:
    print(e)
print((torch.arange(6).view(2, 3).t() ** torch.arange(2)).tolist())
