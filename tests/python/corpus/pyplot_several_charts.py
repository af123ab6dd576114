# Two subplots, a scatter and a bar chart; the numbers come from tensors, ranges and lists.
import torch
import matplotlib.pyplot as plt

torch.manual_seed(0)
xs = torch.linspace(-2, 2, 9)
plt.figure()
plt.subplot(1, 2, 1)
plt.plot(xs, torch.tanh(xs), label="tanh")
plt.plot(xs, torch.relu(xs), "r--", label="relu")
plt.legend()
plt.subplot(122)
plt.scatter(torch.randn(5), torch.randn(5), color="C2")
plt.title("points")
plt.figure(5)
plt.bar(range(3), [3, 1, 2])
plt.show()
print(xs)
