import torch
import torch.nn as nn
torch.manual_seed(0)
n_embd, n_head = 24, 3
heads = nn.ModuleList()
for i in range(n_head):
    heads.append(nn.Linear(n_embd, n_embd // n_head, bias=False))
x = torch.randn(1, 4, n_embd)
outs = [h(x) for h in heads]
print([tuple(o.shape) for o in outs])
cat = torch.cat(outs, dim=-1)
print(cat.shape)
print(cat[0, 0, ::8])
print(heads)
