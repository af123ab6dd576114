import torch
import torch.nn as nn
torch.manual_seed(1337)
n_embd, n_head = 64, 4
head_size = n_embd // n_head
heads = nn.ModuleList([nn.Linear(n_embd, head_size, bias=False) for _ in range(n_head)])
x = torch.randn(1, 5, n_embd)
outs = [h(x) for h in heads]
y = torch.cat(outs, dim=-1)
print(len(heads), y.shape)
print(heads[0])
print(heads)
total = 0
for i, h in enumerate(heads):
    total += h.weight.numel()
    print(i, h.weight.shape)
print("total", total)
