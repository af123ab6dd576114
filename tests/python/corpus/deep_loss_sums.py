# Losses added up across a training-like loop without .item(): one graph spanning every step, then backward.
import torch

torch.manual_seed(3)
weight = torch.randn(4, requires_grad=True)
total = torch.tensor(0.0)
for step in range(20000):
    loss = (weight * (step % 7) * 0.001).sum()
    total = total + loss
total.backward()
print(total)
print(weight.grad)

bias = torch.tensor([0.1, 0.2], requires_grad=True)
losses = [(bias * (i % 5)).mean() for i in range(5000)]
summed = sum(losses)
summed.backward()
print(summed)
print(bias.grad)
