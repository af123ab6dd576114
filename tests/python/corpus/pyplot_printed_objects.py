# What pyplot's calls give back, printed: a figure prints its size in pixels, every object names its class.
import matplotlib.pyplot as plt

fig = plt.figure(figsize=(8, 3))
print(fig)
lines = plt.plot([0.9, 0.5, 0.3, 0.2], label="train")
print(type(lines), len(lines), type(lines[0]))
print(type(plt.title("two curves")))
plt.show()
print(plt.figure())
print(type(plt.scatter([1, 2], [3, 4])))
print(type(plt.imshow([[0.0, 1.0], [1.0, 0.0]])), type(plt.colorbar()))
print(plt.show())
