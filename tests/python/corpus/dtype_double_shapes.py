import torch

torch.manual_seed(5)
q = torch.randn(2, 3, 5).double()
k = torch.randn(2, 3, 5).double()
print(torch.cat([q, k], dim=-1).shape, torch.stack([q, k]).dtype)
print(torch.cat([q[0], k[0].float()]).dtype)
print(q.permute(0, 2, 1).contiguous().view(2, -1)[1])
print(q.unsqueeze(1).shape, q[0].flatten()[:4], q.split(2, dim=-1)[-1])
print(q.chunk(3, dim=1)[2].squeeze(1))
print(q[:, 0].repeat(1, 2))
heads = [q[..., :2], q[..., 2:]]
print(torch.cat(heads, dim=-1).equal(q) if hasattr(q, "equal") else None)
scores = q @ k.transpose(-2, -1) * 5 ** -0.5
print(scores)
print(scores.max(dim=-1).values, scores.argmax(dim=-1))
print(scores.sum().item(), scores.mean().item())
i = torch.arange(6, dtype=torch.int32).view(2, 3)
print(torch.cat([i, i]), i.t().flip(0), i.unbind(0))
