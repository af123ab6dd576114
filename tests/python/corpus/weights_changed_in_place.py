import torch
import torch.nn as nn
torch.manual_seed(0)
x = torch.zeros(3, 4)
x[:, 0] += 1
x[x > 0] += 2
x[[0, 1]] *= 3
x[1:, 1:] -= 0.5
print(x)
lin = nn.Linear(4, 2)
lin.weight.data.fill_(0.5)
print(lin.weight)
with torch.no_grad():
    lin.weight[0] = 1.0
    lin.bias.zero_()
print(lin(torch.ones(1, 4)))
lin.weight.data[1] = -1.0
print(lin.weight, lin(torch.ones(1, 4)))
for p in lin.parameters():
    p.data.mul_(2)
print(lin.weight)
sd = lin.state_dict()
sd['bias'][0] = 7.
print(lin.bias)
w = lin.weight.detach()
w[0, 0] = 100.
print(lin.weight[0, 0])
emb = nn.Embedding(5, 3)
with torch.no_grad():
    emb.weight[0].zero_()
print(emb(torch.tensor([0, 1])))
