import torch

x = torch.arange(1., 11.)
# masks that are not bool: torch reads the lowest byte of each element
for mask in [torch.ones(10).long(), torch.tensor([1, 0] * 5), torch.tensor(1), torch.full((10,), 256).long(),
             torch.ones(10), torch.tensor([1.0, 0.0] * 5), torch.tensor(1.0)]:
    print(mask.dtype, x.masked_fill(mask, -1.0))
    y = x.clone()
    y.masked_fill_(mask, 7)
    print(y)
T = 4
scores = torch.arange(16.).view(T, T)
print(scores.masked_fill(torch.tril(torch.ones(T, T)) == 0, float('-inf')))
print(scores.masked_fill(torch.tril(torch.ones(T, T)), float('-inf')))
print(scores.masked_fill(torch.tril(torch.ones(T, T)).long(), float('-inf')))
print(torch.masked_fill(scores, torch.eye(T).long(), 0.5))
for bad in [torch.tensor([[1, 0, 2, 0]]), torch.full((T, T), 0.1), torch.ones(2, 3)]:
    try:
        print(scores.masked_fill(bad, 0.0))
    except RuntimeError as e:
        print("RuntimeError:", e)
