# The named tuples of max/min/sort/topk: fields, indexing, unpacking, slicing.
import torch

scores = torch.tensor([[0.5, 2.0, -1.0], [3.0, 0.25, 1.5]])
best = scores.max(dim=1)
print(best)
print(best.values, best.indices)
print(best[0], best[-1])
values, indices = best
print(values.tolist(), indices.tolist())
print(best[0:1])
print(best[::-1])
print(len(best), tuple(best))
print(best + (1,))
print(best * 2)
low = torch.min(scores, 0, keepdim=True)
print(low.indices.shape)
print(scores.topk(2, dim=1))
print(torch.sort(scores[0], descending=True))
