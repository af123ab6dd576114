# A step-decay schedule written by hand over several epochs with SGD and nesterov momentum.
import torch

torch.manual_seed(21)
w = torch.randn(3, 3, requires_grad=True)
opt = torch.optim.SGD([w], lr=0.3, momentum=0.8, nesterov=True)
for epoch in range(9):
    loss = (w @ w.T - torch.eye(3)).pow(2).sum()
    opt.zero_grad()
    loss.backward()
    opt.step()
    if (epoch + 1) % 3 == 0:
        opt.param_groups[0]["lr"] /= 3
    print(epoch, round(loss.item(), 5), opt.param_groups[0]["lr"])
print(w)
