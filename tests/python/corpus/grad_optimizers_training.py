import torch
import torch.nn as nn
import torch.nn.functional as F
torch.manual_seed(3)
configs = [("sgd", dict(lr=0.05)), ("sgd", dict(lr=0.03, momentum=0.9)), ("sgd", dict(lr=0.02, momentum=0.8, weight_decay=0.01, dampening=0.1)),
           ("sgd", dict(lr=0.01, momentum=0.9, nesterov=True)), ("adamw", dict(lr=1e-2)), ("adam", dict(lr=3e-3, weight_decay=0.01)),
           ("adamw", dict(lr=1e-3, betas=(0.8, 0.99), eps=1e-6, weight_decay=0.1))]
for name, kw in configs:
    emb = nn.Embedding(11, 7)
    lin = nn.Linear(7, 11)
    params = list(emb.parameters()) + list(lin.parameters())
    opt = {"sgd": torch.optim.SGD, "adam": torch.optim.Adam, "adamw": torch.optim.AdamW}[name](params, **kw)
    for step in range(24):
        xb = torch.randint(11, (3, 5))
        yb = torch.randint(11, (3, 5))
        logits = lin(emb(xb))
        B, T, C = logits.shape
        loss = F.cross_entropy(logits.view(B * T, C), yb.view(B * T))
        opt.zero_grad(set_to_none=step % 2 == 0)
        loss.backward()
        opt.step()
        if step % 8 == 0 or step == 23:
            print(name, step, loss.item())
    print(lin.weight.sum().item(), emb.weight[3].tolist(), lin.bias.tolist())
print(opt)
