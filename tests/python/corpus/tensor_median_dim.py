# median along a dim: the lower middle value, which index torch names among equal values, NaN, keepdim.
import torch

x = torch.tensor([[3.0, 1.0, 2.0, 2.0], [5.0, 5.0, 5.0, 1.0], [0.0, float("nan"), 1.0, float("nan")], [-0.0, 0.0, 0.0, -0.0]])
print(x.median(dim=1))
print(torch.median(x, 0, keepdim=True))
values, indices = x.median(-1)
print(values, indices)
print(torch.tensor([4, 1, 4, 1, 4, 1]).median(0))
print(torch.tensor(3.5).median(0), torch.tensor(3.5).median(dim=-1, keepdim=True))
torch.manual_seed(1)
scores = torch.randint(0, 5, (6, 9))
m = scores.median(dim=1)
print(scores, m.values, m.indices)
print(scores.float().median(0).indices, scores.median())
w = torch.randn(4, 5, requires_grad=True)
r = w.median(1)
print(r.values.grad_fn.name(), type(r).__name__, r[1].dtype, w.median().grad_fn.name())
for call in [lambda: x.median(2), lambda: torch.zeros(2, 0).median(1)]:
    try:
        print(call())
    except IndexError as e:
        print("IndexError:", e)
