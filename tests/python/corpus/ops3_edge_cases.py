# edge cases of the ops learners reach for: dtypes, keywords, views, messages
import torch
import torch.nn.functional as F
x = torch.tensor([[1.0, -2.0, 3.0], [4.0, 5.0, -6.0]])
b = torch.tensor([True, False, True])
tries = [
    lambda: torch.maximum(b, torch.tensor([False, False, True])),
    lambda: torch.minimum(x, torch.tensor(0.0)),
    lambda: torch.maximum(torch.tensor([1, 5]), torch.tensor([2.5, 0.5])),
    lambda: torch.logical_xor(x, torch.tensor([1.0, 0.0, 0.0])),
    lambda: x.index_select(dim=1, index=torch.tensor([2, 0])),
    lambda: torch.index_select(x, dim=0, index=torch.tensor([1])),
    lambda: torch.var_mean(torch.tensor([1, 2, 3])),
    lambda: torch.var_mean(x, False),
    lambda: torch.std_mean(x, 1, True, True),
    lambda: torch.var_mean(x, dim=5),
    lambda: torch.var_mean([1.0, 2.0]),
    lambda: F.dropout(x, 0),
    lambda: F.dropout(x, p=1.0),
    lambda: F.dropout([1.0], 0.5),
    lambda: x.unflatten(0, (1, 2)).shape,
    lambda: x.unflatten(-1, (3,)).shape,
    lambda: x.logical_not().dtype,
    lambda: torch.inner(x, x),
    lambda: x.norm(p=1, dim=(0, 1)),
    lambda: x.norm(float('inf')),
    lambda: x.t().norm(p=1, dim=0),
]
for attempt in tries:
    try:
        print(attempt())
    except Exception as e:
        print(type(e).__name__, e)
torch.manual_seed(4)
for n in [9, 33, 257]:
    y = torch.randn(n, 5)
    print(n, y.t().norm(p=1, dim=1).tolist(), y[:, 1].norm(p=1).item(), y.t()[::2].norm(float('inf'), dim=-1).tolist(), y.t().norm(float('-inf')).item())
