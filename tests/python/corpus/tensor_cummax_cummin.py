# Running maxima and minima: the best loss so far during training, ties and NaN, indices, and a bad dim.
import torch

losses = torch.tensor([2.5, 2.1, 2.3, 1.9, 1.9, 2.0, float("nan"), 1.5, float("nan")])
best = losses.cummin(0)
print(best)
print(best.values[-3:], best.indices.tolist(), type(best).__name__)
values, indices = torch.cummax(torch.tensor([[1, 3, 3, 2], [0, 0, -1, 5]]), dim=1)
print(values, indices)
torch.manual_seed(0)
x = torch.randn(3, 4, 5)
for dim in [0, 1, 2, -1]:
    r = torch.cummax(x, dim)
    print(dim, r.values.sum().item(), r.indices.sum().item(), x.cummin(dim=dim)[1][1].tolist())
print(torch.tensor(7.0).cummax(0), torch.tensor([True, False, True]).cummin(0))
w = torch.randn(4, requires_grad=True)
print(w.cummax(0).values.grad_fn.name(), w.cummin(0)[0].grad_fn.name())
try:
    x.cummax(3)
except IndexError as e:
    print("IndexError:", e)
print(torch.zeros(0).cummax(0))
