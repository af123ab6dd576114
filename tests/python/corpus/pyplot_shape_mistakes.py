# The mistakes a learner makes when plotting: x and y of different lengths, a tensor still in the graph.
import torch
import matplotlib.pyplot as plt

steps = list(range(4))
losses = [1.0, 0.5, 0.25]
try:
    plt.plot(steps, losses)
except ValueError as error:
    print("ValueError:", error)
try:
    plt.scatter(steps, losses)
except ValueError as error:
    print("ValueError:", error)
try:
    plt.colorbar()
except RuntimeError as error:
    print("RuntimeError:", error)
w = torch.ones(3, requires_grad=True)
loss = (w * 2).sum()
plt.plot(w.detach())
print("detached is fine")
plt.plot(w * 2)
