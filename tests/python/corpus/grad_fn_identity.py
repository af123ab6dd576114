# grad_fn objects keep their identity as torch's nodes do: the same node is the same object, so a walk over the
# graph with a set of seen nodes counts each node once.
import torch
import torch.nn as nn

x = torch.randn(3, requires_grad=True)
a, b, c = x.unbind()
print(a.grad_fn is a.grad_fn, a.grad_fn is b.grad_fn, a.grad_fn == b.grad_fn)
y = x * 2
print(y.grad_fn is y.grad_fn, {y.grad_fn: 1}[y.grad_fn])

torch.manual_seed(0)
lin = nn.Linear(3, 2)
x = torch.randn(4, 3)
y = lin(x).relu()
z = (y * y + y).sum()
seen = set()
order = []
stack = [z.grad_fn]
while stack:
    fn = stack.pop()
    if fn is None or fn in seen:
        continue
    seen.add(fn)
    order.append(fn.name())
    for nxt, _ in fn.next_functions:
        stack.append(nxt)
print(len(seen), order)
first = z.grad_fn.next_functions[0][0]
print(first is z.grad_fn.next_functions[0][0], first.name())
t = lin(x).grad_fn.next_functions
print(t[2][0] is lin(x).grad_fn.next_functions[2][0], t[2][0].next_functions[0][0] is t[2][0].next_functions[0][0])
print(t[2][0].next_functions[0][0].variable is lin.weight)
