import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(3, 5, requires_grad=True)
print(F.layer_norm(x, (5,)))
gamma = torch.ones(5, requires_grad=True)
beta = torch.zeros(5, requires_grad=True)
h = torch.randn(2, 5)
out = F.layer_norm(h, (5,), gamma, beta)
print(out)
print(out.requires_grad, out.is_leaf)
print(F.layer_norm(torch.zeros(2, 3), (3,)))
print(F.layer_norm(torch.full((1, 4), 7.0), (4,)))
print(F.layer_norm(torch.tensor([[1.0, float("nan"), 2.0], [1.0, 2.0, 3.0]]), (3,)))
print(F.layer_norm(torch.randn(2, 0), (0,)))
