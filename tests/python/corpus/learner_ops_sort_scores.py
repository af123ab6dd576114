import torch

torch.manual_seed(42)
T, head_size = 6, 8
q = torch.randn(T, head_size)
k = torch.randn(T, head_size)
scores = q @ k.T * head_size ** -0.5
print(scores)
ranked = scores.sort(dim=-1, descending=True)
print(ranked.values[0])
print(ranked.indices)
order = torch.argsort(scores[0])
print("token 0 attends least to", order[0].item(), "and most to", order[-1].item())
print(scores.flatten().sort().values[:5])
ids = torch.tensor([3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5])
print(torch.sort(ids))
print(ids.sort(stable=True, descending=True).indices)
print(torch.msort(scores)[:, 0])
