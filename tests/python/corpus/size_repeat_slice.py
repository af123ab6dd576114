# Size times an int, slices, and reversed shapes keep the torch.Size type.
import torch

a = torch.zeros(2, 5, 7)
print(a.shape * 2)
print(3 * a.shape[1:])
print(a.shape[1:])
print(a.shape[::-1])
print(a.shape[:0])
print(a.shape * 0)
print(a.permute(2, 1, 0).shape == a.shape[::-1])
print(torch.zeros(a.shape[1:]).shape)
