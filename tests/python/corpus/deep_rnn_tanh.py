# An RNN-style loop: the hidden state goes through tanh 3,000 times, then one backward through all of it.
import torch

torch.manual_seed(0)
W = (torch.randn(8, 8) * 0.3).requires_grad_()
b = torch.randn(8, 1, requires_grad=True)
h = torch.zeros(8, 1)
for t in range(3000):
    h = torch.tanh(W @ h + b)
h.sum().backward()
print(h.t())
print(W.grad)
print(b.grad.t())
