# RMSprop and Adagrad in each variant over parameter sizes that hit the 8-lane tails: every value after 12 steps.
import torch
import torch.nn as nn
import torch.nn.functional as F
torch.manual_seed(0)
configs = [("rms", dict()), ("rms", dict(lr=0.03, momentum=0.9)), ("rms", dict(lr=0.01, centered=True)),
           ("rms", dict(lr=0.005, alpha=0.9, eps=1e-6, weight_decay=0.01, momentum=0.5, centered=True)),
           ("ada", dict()), ("ada", dict(lr=0.1, lr_decay=0.01)), ("ada", dict(lr=0.05, weight_decay=0.1, initial_accumulator_value=0.1, eps=1e-8))]
for name, kw in configs:
    for shape in [(1,), (7,), (8,), (9,), (17,), (33,), (5, 13), (65,)]:
        w = torch.randn(*shape, requires_grad=True)
        b = torch.randn(3, requires_grad=True)
        opt = (torch.optim.RMSprop if name == "rms" else torch.optim.Adagrad)([w, b], **kw)
        for step in range(12):
            loss = (w.tanh() * torch.randn(*shape)).sum() + (b ** 3).mean()
            opt.zero_grad()
            loss.backward()
            opt.step()
        print(name, shape, w.detach().reshape(-1).tolist(), b.tolist())
        st = opt.state[w]
        print(sorted(st.keys()), st['step'])
