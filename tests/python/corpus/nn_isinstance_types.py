import torch
import torch.nn as nn


class Head(nn.Module):
    pass


h = Head()
print(isinstance(h, nn.Module), isinstance(h, Head), isinstance(nn.ReLU(), nn.Module))
print(issubclass(Head, nn.Module), issubclass(nn.Linear, nn.Module))
print(nn.Module, nn.Linear, nn.Sequential, nn.LayerNorm, nn.Embedding, nn.Dropout, nn.ReLU, nn.ModuleList)
print(type(h), type(h).__name__, type(nn.Linear(1, 1)).__name__)
print(h, repr(h), str(h))
print(h.training)
print(callable(h))
print(type(nn.Linear(1, 1).weight))
