import torch

# Runs of repeated tokens collapsed, with how long each run was and which run each token belongs to.
tokens = torch.tensor([5, 5, 5, 2, 2, 7, 5, 5, 0])
print(torch.unique_consecutive(tokens))
out, counts = torch.unique_consecutive(tokens, return_counts=True)
print(out, counts)
out, inverse = tokens.unique_consecutive(return_inverse=True)
print(out, inverse)
print(torch.unique_consecutive(tokens, True, True))
grid = torch.tensor([[1, 1, 2], [2, 2, 3]])
print(torch.unique_consecutive(grid, return_inverse=True, return_counts=True))
print(torch.unique_consecutive(torch.tensor([0.5, 0.5, float('nan'), float('nan'), -0.0, 0.0, 1.0])))
print(torch.unique_consecutive(torch.tensor([True, True, False, False, True]), return_counts=True))
print(torch.unique_consecutive(torch.tensor(3.0)), torch.unique_consecutive(torch.tensor([], dtype=torch.int64), return_counts=True))
text = "aaabccdddd"
ids = torch.tensor([ord(c) - ord('a') for c in text])
values, lengths = ids.unique_consecutive(return_counts=True)
print("".join(chr(v + ord('a')) + str(n) for v, n in zip(values.tolist(), lengths.tolist())))
w = torch.tensor([1.0, 1.0, 2.0], requires_grad=True)
print(torch.unique_consecutive(w))
