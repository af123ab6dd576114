# Growing a shape by one axis, as a learner does before unsqueezing by hand.
import torch

x = torch.ones(4, 3)
print(x.shape + (1,))
print(type(x.shape + (1,)))
print((5,) + x.shape)
print(type((5,) + x.shape))
print(x.shape + x.shape)
y = x.reshape(x.shape + (1,))
print(y.shape)
