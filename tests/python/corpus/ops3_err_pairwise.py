import torch
import torch.nn.functional as F
# mistakes with maximum, logical_*, index_select, unflatten, inner, softmax's keywords, dropout's p
x = torch.tensor([1.0, 2.0, 3.0, 4.0])
tries = [
    lambda: torch.maximum(x, 1.0),
    lambda: torch.maximum(x),
    lambda: x.minimum(2),
    lambda: torch.maximum(x, x[:3]),
    lambda: torch.logical_or(x, 1),
    lambda: x.logical_and(1.0),
    lambda: torch.logical_and(x),
    lambda: x.index_select(0, torch.tensor([4])),
    lambda: x.index_select(0, torch.tensor([1.0])),
    lambda: x.index_select(1, torch.tensor([0])),
    lambda: x.index_select(0, [0]),
    lambda: x.index_select(0, torch.tensor([[0]])),
    lambda: torch.index_select(x, 0, torch.tensor([-1])),
    lambda: x.view(2, 2).unflatten(1, (4, 2)),
    lambda: x.view(2, 2).unflatten(2, (1, 2)),
    lambda: x.view(2, 2).unflatten(1, (-1, -1)),
    lambda: torch.inner(torch.ones(3), torch.ones(4)),
    lambda: torch.inner(torch.ones(3), 2.0),
    lambda: torch.softmax(x, dim=-1, keepdim=True),
    lambda: torch.softmax(x, -1, keepdim=True),
    lambda: x.softmax(-1, keepdim=True),
    lambda: torch.log_softmax(x, dim=0, axis=1),
    lambda: torch.softmax(x, 0, b=2, a=1),
    lambda: F.dropout(x, p=1.5),
    lambda: F.dropout(x, -0.1, False),
    lambda: torch.tensor([1, 2]).norm(p=1),
]
for attempt in tries:
    try:
        print(attempt())
    except Exception as e:
        print(type(e).__name__, e)
