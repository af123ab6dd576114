import torch
import torch.nn as nn
import torch.nn.functional as F

# Walking the autograd graph as learners do: grad_fn.name(), next_functions (node, output index) pairs, None for
# inputs without grad, AccumulateGrad with .variable for leaves, through nn.Linear, activations and losses.
torch.manual_seed(0)


def walk(fn, depth=0):
    if fn is None:
        print("  " * depth + "None")
        return
    print("  " * depth + type(fn).__name__, fn.name())
    if type(fn).__name__ == "AccumulateGrad":
        print("  " * depth + "  variable", tuple(fn.variable.shape))
    for node, index in fn.next_functions:
        print("  " * depth + "  ->", index)
        walk(node, depth + 2)


model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 3, bias=False))
x, y = torch.randn(5, 4), torch.tensor([0, 2, 1, 1, 0])
loss = F.cross_entropy(model(x), y)
walk(loss.grad_fn)
print(len(loss.grad_fn.next_functions), loss.grad_fn.next_functions[0][1])
a = torch.randn(3, 4, requires_grad=True)
b = torch.randn(4, requires_grad=True)
walk(((a * 2 + b).tanh().sum(1) - 1).mean().grad_fn)
walk(F.mse_loss(torch.sigmoid(a), torch.rand(3, 4), reduction='sum').grad_fn)
walk(torch.cat([a.exp(), a.t().t()], dim=0).softmax(-1).grad_fn)
walk(F.binary_cross_entropy(torch.sigmoid(a), torch.rand(3, 4)).grad_fn)
walk(F.layer_norm(a, (4,), b, b).grad_fn)
walk(torch.where(a > 0, a, b).max(1)[0].grad_fn)
addmm = loss.grad_fn.next_functions[0][0].next_functions[0][0].next_functions[0][0].next_functions[0][0]
print(a.grad_fn, addmm.name(), addmm.next_functions[0][0].variable is model[0].bias, addmm.next_functions[0][0].variable.shape)
