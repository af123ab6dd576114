# NumPy's names that torch also takes (axis=, keepdims=), .mT, and the names torch's types give in messages.
import torch

torch.manual_seed(3)
x = torch.randn(4, 8)
print(x.sum(axis=0).shape, x.mean(axis=1, keepdims=True).shape, torch.sum(x, axis=1).shape)
print(x.max(axis=1).values, x.softmax(axis=1).sum(axis=1))
print(torch.cat([x, x], axis=1).shape)
print(x.mT.shape, torch.ones(2, 3, 4).mT.shape)
try:
    torch.ones(3).mT
except RuntimeError as e:
    print(e)
try:
    x.shape()
except TypeError as e:
    print(e)
try:
    x.shape.foo
except AttributeError as e:
    print(e)
try:
    x.max(1).foo
except AttributeError as e:
    print(e)
print(type(x.shape).__name__, type(x.max(1)).__name__)
print(x.max(dim=1).value)
