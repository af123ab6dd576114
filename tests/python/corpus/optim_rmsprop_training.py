# A small classifier trained with RMSprop in its variants: plain, momentum, centered, weight decay.
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(42)
x = torch.randn(40, 5)
y = (x[:, 0] + 0.5 * x[:, 3] > 0).long()
variants = [dict(), dict(lr=0.005, momentum=0.9), dict(lr=0.003, centered=True),
            dict(lr=0.002, alpha=0.9, eps=1e-6, weight_decay=0.01, momentum=0.5, centered=True)]
for kw in variants:
    model = nn.Sequential(nn.Linear(5, 9), nn.Tanh(), nn.Linear(9, 2))
    opt = torch.optim.RMSprop(model.parameters(), **kw)
    for epoch in range(30):
        loss = F.cross_entropy(model(x), y)
        opt.zero_grad()
        loss.backward()
        opt.step()
        if epoch % 10 == 0:
            print(kw, epoch, round(loss.item(), 6))
    acc = (model(x).argmax(1) == y).float().mean().item()
    print("final", loss.item(), acc)
    print(model[0].weight[0].tolist())
    print(model[2].bias)
    state = opt.state[model[0].weight]
    print(sorted(state.keys()), state["step"], state["square_avg"].sum().item())
print(opt)
