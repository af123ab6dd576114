import torch
import torch.nn.functional as F
torch.manual_seed(9)
for n in [1, 2, 3, 7, 8, 9, 15, 16, 17, 33, 100]:
    x = torch.randn(n, 5) * 3
    print(n, x.norm(dim=0).tolist(), F.normalize(x, dim=0)[0].tolist())
    y = torch.randn(2, n, 3)
    print(n, y.norm(dim=1).tolist(), y.norm(dim=1, keepdim=True).shape)
    z = torch.randn(n, 2, 9)
    print(n, z.norm(dim=0).sum().item())
print(x.norm(dim=0), F.normalize(torch.arange(6.).view(2, 3), dim=0))
big = torch.randn(1000, 3)
print(big.norm(dim=0).tolist(), F.normalize(big, dim=0).sum(dim=0).tolist())
four = torch.randn(2, 3, 17, 5)
print(four.norm(dim=1).sum().item(), four.norm(dim=2).flatten()[:7].tolist(), four.norm(dim=-2, keepdim=True).shape)
