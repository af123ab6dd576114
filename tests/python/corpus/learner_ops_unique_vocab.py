import torch

text = "to be or not to be"
chars = sorted(set(text))
stoi = {ch: i for i, ch in enumerate(chars)}
data = torch.tensor([stoi[c] for c in text], dtype=torch.long)
print(data)
print(torch.unique(data))
values, counts = torch.unique(data, return_counts=True)
for v, c in zip(values.tolist(), counts.tolist()):
    print(repr(chars[v]), c)
uniq, inverse = data.unique(return_inverse=True)
print(uniq.shape, inverse.shape, torch.equal(uniq[inverse], data))
print(torch.unique(data, sorted=True, return_inverse=True, return_counts=True))
scores = torch.tensor([[0.5, 0.25, 0.5], [1.0, 0.25, -0.0]])
print(scores.unique(), torch.tensor([True, False, True]).unique())
