import torch

# torch.as_tensor keeps a tensor that already has the wanted dtype, and builds one from lists otherwise.
scores = torch.tensor([[0.5, 1.5], [2.0, -1.0]])
same = torch.as_tensor(scores)
print(same is scores, same)
print(torch.as_tensor([1, 2, 3]), torch.as_tensor([1, 2, 3]).dtype)
print(torch.as_tensor([[1.5, 2], [3, 4]]))
print(torch.as_tensor((True, False)))
print(torch.as_tensor(7), torch.as_tensor(2.5).shape)
as_long = torch.as_tensor(scores, dtype=torch.int64)
print(as_long, as_long is scores)
print(torch.as_tensor([1, 2], dtype=torch.float32))
w = torch.randn(2, 3, requires_grad=True)
print(torch.as_tensor(w) is w)

# new_tensor and friends take their dtype from the tensor they are called on.
tokens = torch.tensor([3, 1, 4])
print(tokens.new_tensor([2.7, 1.2]), scores.new_tensor([1, 2]))
print(scores.new_tensor([[1, 2]], dtype=torch.int64), scores.new_tensor([1]).requires_grad)
print(scores.new_tensor([0.5], requires_grad=True))
print(scores.new_empty(2, 3).shape, scores.new_empty((4,)).dtype, tokens.new_empty(0))
print(tokens.new_zeros(2), scores.new_ones(1, 2), tokens.new_full((2,), 9))
