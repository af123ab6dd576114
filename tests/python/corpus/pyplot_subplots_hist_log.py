# A training run looked at as a course does: the loss on a log axis beside a histogram of the weights, drawn with
# plt.subplots and the Axes' own methods; limits, a grid and pyplot's return values.
import torch
import torch.nn as nn
import matplotlib.pyplot as plt

torch.manual_seed(42)
model = nn.Sequential(nn.Linear(3, 8), nn.Tanh(), nn.Linear(8, 1))
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
x = torch.randn(32, 3)
y = (x[:, :1] * 2.0 - x[:, 1:2]).tanh()
losses = []
for step in range(60):
    loss = ((model(x) - y) ** 2).mean()
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    losses.append(loss.item())
print(f"first {losses[0]:.5f}  last {losses[-1]:.5f}")

fig, (left, right) = plt.subplots(1, 2, figsize=(9, 3.5))
print(fig)
left.plot(losses, label="mse")
left.set_yscale("log")
left.set_title("loss")
left.set_xlabel("step")
left.grid(True)
left.legend()
print(right.set_xlim(-1.5, 1.5))
weights = model[0].weight.detach().view(-1)
counts, edges, bars = right.hist(weights.tolist(), bins=12, color="tab:orange")
print(len((counts, edges, bars)))
right.set_title("first layer's weights")
plt.tight_layout()
plt.show()

fig, axes = plt.subplots(2, 2)
print(len(axes), axes.shape, axes.ndim, axes.size)
for i, ax in enumerate(axes.flat):
    ax.plot([0, 1, 2], [i, i * i, i ** 3])
axes[1, 0].set_ylim(bottom=0)
print(axes[0][1].set_ylim((0, 10)))
print(plt.gca() is axes[1, 1], plt.gca() is axes[0, 0])
plt.yscale("log")
plt.close("all")

plt.figure()
plt.imshow(torch.tril(torch.ones(5, 5)), cmap="gray")
for bad in ["symlog?", "linear "]:
    try:
        plt.yscale(bad)
    except ValueError as error:
        print("ValueError:", error)
try:
    plt.ylim(0, float("nan"))
except ValueError as error:
    print("ValueError:", error)
try:
    plt.hist([1, 2, 3], bins=0)
except ValueError as error:
    print("ValueError:", error)
try:
    plt.subplots(0, 2)
except ValueError as error:
    print("ValueError:", error)
try:
    axes[2, 0]
except IndexError as error:
    print("IndexError:", error)
plt.show()
