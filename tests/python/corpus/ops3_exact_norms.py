import torch
torch.manual_seed(31)
# norm with p=1, inf, -inf and 'fro' over sizes that hit the vector tails, bit for bit through tolist()
for n in [1, 3, 7, 8, 9, 15, 16, 17, 31, 33, 64, 100, 257]:
    x = torch.randn(3, n) * 10
    print(n, x.norm(p=1).item(), x.norm(p=float('inf')).item(), x.norm(p=float('-inf')).item(), x.norm(p='fro').item())
    print(x.norm(p=1, dim=1).tolist(), x.norm(1, dim=0)[:4].tolist())
    print(x.norm(p=float('inf'), dim=-1, keepdim=True).tolist(), torch.norm(x, p=1, dim=0)[-2:].tolist())
q = torch.randn(2, 5, 13)
print(q.norm(p=1, dim=1).sum().item(), q.norm(p=1, dim=(1, 2)).tolist(), q.norm(float('inf'), dim=1)[0])
print(torch.tensor([1.0, float('nan'), 3.0]).norm(p=float('inf')), torch.tensor([1.0, -4.0, 3.0]).norm(p=1))
print(torch.tensor([[3.0, -4.0]]).norm(p=float('inf'), dim=1), q[0, 0].norm(p=1))
