# RMSprop and Adagrad: param_groups, changing lr between steps, state_dict and load_state_dict.
import torch

torch.manual_seed(0)
w = torch.randn(4, 3, requires_grad=True)
b = torch.zeros(3, requires_grad=True)


def train(opt, steps):
    for _ in range(steps):
        loss = ((torch.randn(2, 4) @ w + b) ** 2).mean()
        opt.zero_grad()
        loss.backward()
        opt.step()
    return loss.item()


rms = torch.optim.RMSprop([{"params": [w]}, {"params": [b], "lr": 0.1, "momentum": 0.8}], lr=0.01)
print(rms)
print(train(rms, 3))
print(rms.state_dict())
for group in rms.param_groups:
    group["lr"] *= 0.5
print(train(rms, 2), rms.param_groups[1]["lr"])
saved = rms.state_dict()
fresh = torch.optim.RMSprop([{"params": [w]}, {"params": [b], "lr": 0.1, "momentum": 0.8}], lr=0.01)
fresh.load_state_dict(saved)
print(fresh.state[b]["step"], fresh.state[b]["momentum_buffer"])
print(train(fresh, 2))
print(w)

ada = torch.optim.Adagrad([w, b], lr=0.2, lr_decay=0.1)
print(len(ada.state), ada.state[b])
print(train(ada, 4))
sd = ada.state_dict()
print(sd["state"][1], sd["param_groups"])
again = torch.optim.Adagrad([w, b])
again.load_state_dict(sd)
print(again.param_groups[0]["lr_decay"], again.state[w]["step"])
print(train(again, 1))
print(b)
