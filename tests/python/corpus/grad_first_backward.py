import torch
import torch.nn as nn
torch.manual_seed(2)
class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = nn.Linear(3, 3)
    def forward(self, x):
        return self.proj(x).sum()
m = Model()
x = torch.ones(2, 3)
print(m.proj.weight.grad)
loss = m(x)
print(loss)
loss.backward()
print(m.proj.weight.grad)
print(m.proj.bias.grad)
loss = m(x * 2)
loss.backward()
print(m.proj.bias.grad)
m.zero_grad()
print(m.proj.weight.grad)
m.zero_grad(set_to_none=True)
print(m.proj.weight.grad)
for p in m.parameters():
    p.requires_grad_(False)
print(m(x))
