import torch
torch.manual_seed(7)
# var_mean and std_mean over tail-hitting sizes: the numbers bit for bit beside var, std and mean
for n in [2, 3, 7, 8, 9, 15, 16, 17, 31, 33, 100, 1000]:
    x = torch.randn(4, n) * 3 + 1
    v, m = torch.var_mean(x, dim=1)
    s, m2 = torch.std_mean(x, dim=-1, unbiased=False)
    print(n, v.tolist(), m.tolist())
    print(s.tolist(), m2.tolist(), (v == x.var(dim=1)).all().item(), (m == x.mean(dim=1)).tolist())
    va, ma = torch.var_mean(x)
    print(va.item(), ma.item(), x.var().item(), x.mean().item())
    vc, mc = torch.var_mean(x, 0, keepdim=True)
    print(vc[0, :3].tolist(), mc[0, -3:].tolist(), vc.shape)
w = torch.randn(3, 5, requires_grad=True)
print(torch.var_mean(w, dim=1, correction=0))
print(torch.std_mean(w))
print(torch.var_mean(torch.tensor([[1.0, 2.0], [3.0, 5.0]]), dim=0, keepdim=True))
