import torch
import torch.nn.functional as F
torch.manual_seed(11)
for n in [1, 3, 7, 8, 9, 15, 16, 17, 31, 33, 64, 65, 100]:
    a = torch.randn(3, n)
    b = torch.randn(3, n) * 4
    print(n, F.cosine_similarity(a, b).tolist())
    print(n, F.cosine_similarity(a, b, dim=0).tolist())
    print(n, F.cosine_similarity(a[0], b[1], dim=0).item())
    print(n, F.normalize(a).tolist()[0][:5])
    print(n, F.normalize(b, dim=-1).sum().item())
q = torch.randn(2, 5, 16)
k = torch.randn(2, 5, 16)
print(F.cosine_similarity(q, k, dim=-1))
print(F.cosine_similarity(q, k, dim=1).tolist())
print(F.cosine_similarity(q, k[:, :1], dim=-1).tolist())
print(F.cosine_similarity(q[0], q[0, 2], dim=-1).tolist())
print(F.cosine_similarity(q[0][:, None], q[0][None], dim=-1))
print(torch.cosine_similarity(q[0], k[0], dim=1, eps=1e-3).tolist())
print(F.cosine_similarity(torch.zeros(4), torch.ones(4), dim=0), F.normalize(torch.zeros(2, 3)))
print(F.cosine_similarity(torch.arange(5.), torch.arange(5), dim=0))
