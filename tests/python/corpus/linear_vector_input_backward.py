import torch
import torch.nn as nn
import torch.nn.functional as F

# A linear layer applied to one vector (no batch axis): the gradients of the input, the weight and the bias,
# over sizes that end inside and outside the vector lanes, with and without a bias.
torch.manual_seed(3)
for n in [1, 2, 3, 7, 8, 9, 15, 16, 17, 31, 33, 63, 65]:
    x = torch.randn(n, requires_grad=True)
    w = torch.randn(5, n, requires_grad=True)
    b = torch.randn(5, requires_grad=True)
    y = F.linear(x, w, b)
    g = torch.randn(5)
    y.backward(g)
    print(n, y.grad_fn.name(), x.grad.tolist(), w.grad.tolist(), b.grad.tolist())
    z = F.linear(x, w)
    z.backward(g * 2)
    print(n, z.grad_fn.name(), x.grad.tolist(), w.grad.sum().item())

# A gradient of -0. reaches the bias as it is.
layer = nn.Linear(3, 2)
out = layer(torch.tensor([1.0, -2.0, 0.5]))
(out * torch.tensor([-0.0, 1.0])).sum().backward()
print(layer.bias.grad, layer.weight.grad)

# An RNN cell over time, its loss summed over the steps, as a learner writes it.
torch.manual_seed(99)
cell = nn.Linear(6, 4)
readout = nn.Linear(4, 1)
opt = torch.optim.SGD(list(cell.parameters()) + list(readout.parameters()), lr=0.1)
seq = torch.randn(30, 2)
for epoch in range(3):
    h = torch.zeros(4)
    loss = torch.tensor(0.0)
    for t in range(seq.shape[0]):
        h = torch.tanh(cell(torch.cat([h, seq[t]])))
        loss = loss + (readout(h) - seq[t].sum()).pow(2).squeeze() / seq.shape[0]
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(f"epoch {epoch} loss {loss.item():.6f}", cell.weight.grad.sum().item(), readout.bias.grad.tolist())
