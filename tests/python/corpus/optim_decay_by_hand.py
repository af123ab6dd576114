# Halving the learning rate by hand every two steps through param_groups.
import torch

torch.manual_seed(3)
model = torch.nn.Linear(4, 2)
opt = torch.optim.SGD(model.parameters(), lr=0.2, momentum=0.9)
x = torch.randn(8, 4)
y = torch.randn(8, 2)
for step in range(6):
    loss = ((model(x) - y) ** 2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 2 == 1:
        for group in opt.param_groups:
            group["lr"] = group["lr"] * 0.5
    print(step, round(loss.item(), 6), opt.param_groups[0]["lr"])
print(model.weight)
