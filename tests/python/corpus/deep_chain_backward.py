# A long chain of operations, each recorded as one node, differentiated in one backward() and then dropped:
# neither the walk nor the freeing of the graph may recurse once per node.
import torch

x = torch.tensor([1.5, -2.0, 0.25], requires_grad=True)
y = x
for step in range(3000):
    y = y * 1.0
y.sum().backward()
print(x.grad)

w = torch.tensor(0.5, requires_grad=True)
y = w
for step in range(200000):
    y = y * 1.0
y.backward()
print(w.grad)
y = None  # the head of a 200,000-node graph goes away here
print("freed")
