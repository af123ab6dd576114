# Evaluating a model without building a graph: torch.no_grad() as a block and as a decorator.
import torch
import torch.nn as nn

torch.manual_seed(1337)
layer = nn.Linear(6, 3)
x = torch.randn(2, 6)

print(layer(x))
with torch.no_grad():
    out = layer(x)
    print(out)
    print(out.requires_grad, torch.is_grad_enabled())
print(torch.is_grad_enabled())

@torch.no_grad()
def estimate(inputs):
    scores = layer(inputs) @ layer.weight
    print(torch.is_grad_enabled())
    return scores.mean()

loss = estimate(x)
print(loss, loss.requires_grad)
print(torch.is_grad_enabled())

with torch.no_grad():
    layer.weight[0, 0] = 0.5
    layer.bias[:] = 0.0
print(layer.weight[0])
print(layer.bias)
print(layer(x).sum())
