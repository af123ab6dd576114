# unbind: a tensor taken apart along a dim into a tuple of views, as learners split heads or rows.
import torch

torch.manual_seed(3)
x = torch.randn(2, 3, 5, requires_grad=True)
rows = x.unbind()
print(len(rows), rows[1].shape, rows[0][0])
heads = torch.unbind(x, dim=2)
print(len(heads), heads[-1])
first, second = torch.arange(6).view(2, 3).unbind(1)[:2]
print(first, second, torch.ones(0, 2).unbind(0), torch.ones(2, 3).unbind(-1)[2])
with torch.no_grad():
    parts = list(torch.unbind(x[0], dim=0))
print(torch.stack(parts).equal(x[0].detach()), parts[2].requires_grad)
for bad in [lambda: torch.tensor(1.0).unbind(), lambda: torch.ones(2, 3).unbind(2)]:
    try:
        bad()
    except IndexError as error:
        print(type(error).__name__, error)
