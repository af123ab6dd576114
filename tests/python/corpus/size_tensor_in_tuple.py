# Counting in a tuple of tensors compares each tensor with ==, which torch cannot turn into one bool.
import torch

pair = torch.tensor([[1.0, 4.0], [2.0, 0.0]]).max(0)
try:
    print(pair.count(1))
except RuntimeError as error:
    print("RuntimeError:", error)
try:
    print(2 in [torch.arange(3)])
except RuntimeError as error:
    print("RuntimeError:", error)
print(None in [torch.arange(3)])
