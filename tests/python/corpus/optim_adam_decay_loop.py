# Exponential decay of Adam's lr, multiplied in place in the group.
import torch

torch.manual_seed(2)
layer = torch.nn.Linear(3, 1)
opt = torch.optim.Adam(layer.parameters(), lr=0.1)
data = torch.randn(16, 3)
labels = data.sum(dim=1, keepdim=True)
for epoch in range(5):
    loss = ((layer(data) - labels) ** 2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
    opt.param_groups[0]["lr"] *= 0.7
    print(epoch, f"{loss.item():.6f}", opt.param_groups[0]["lr"])
print(layer.weight, layer.bias)
