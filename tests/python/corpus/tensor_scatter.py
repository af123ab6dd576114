# scatter, scatter_ and scatter_add_: one-hot rows, counting by class, writing a source, and the usual mistakes.
import torch

x = torch.zeros(3, 5)
idx = torch.tensor([[0, 1, 2, 0], [2, 0, 0, 1]])
src = torch.arange(1.0, 11.0).view(2, 5)
print(x.scatter(0, idx, src))
print(torch.scatter(x, 1, torch.tensor([[2], [4]]), 1.23))
print(torch.zeros(2, 4).scatter_(1, torch.tensor([[1, 1], [3, 0]]), torch.tensor([[5.0, 6.0], [7.0, 8.0]])))
labels = torch.tensor([0, 2, 1, 2])
print(torch.zeros(4, 3).scatter_(1, labels.unsqueeze(1), 1.0))
counts = torch.zeros(3).scatter_add_(0, labels, torch.ones(4))
print(counts, torch.zeros(3, dtype=torch.long).scatter_add(0, labels, torch.ones(4, dtype=torch.long)))
print(torch.zeros(3, dtype=torch.long).scatter_(0, torch.tensor([2]), 7), torch.zeros(3).scatter(0, torch.tensor([1]), src=torch.tensor([4.0])))
torch.manual_seed(0)
values = torch.randn(40)
buckets = torch.randint(0, 6, (40,))
print(torch.zeros(6).scatter_add(0, buckets, values))
w = torch.randn(3, requires_grad=True)
print(w.scatter(0, torch.tensor([0]), 2.0).grad_fn.name(), torch.zeros(3).scatter(0, torch.tensor([0]), w).grad_fn.name(),
      w.scatter_add(0, torch.tensor([1]), w).grad_fn.name())
for call in [lambda: x.scatter(0, idx.float(), src), lambda: x.scatter(2, idx, src), lambda: x.scatter(0, torch.tensor([[5]]), src),
             lambda: x.scatter(0, idx, src.long()), lambda: x.scatter(0, torch.tensor([0]), src), lambda: x.scatter(0, idx),
             lambda: torch.zeros(2, 2).scatter(0, torch.tensor([[-1]]), 1.0), lambda: torch.zeros(2).scatter(0, torch.tensor([[0]]), 1.0),
             lambda: torch.zeros(2).scatter(0, torch.tensor([0, 1, 0]), torch.ones(2)), lambda: torch.zeros(3).scatter_add_(0, labels, torch.ones(2)),
             lambda: torch.zeros(3).scatter_add(0, labels.float(), torch.ones(4))]:
    try:
        print(call())
    except (RuntimeError, IndexError, TypeError) as e:
        print(type(e).__name__ + ":", e)
