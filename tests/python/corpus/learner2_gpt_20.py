import torch
import torch.nn as nn
torch.manual_seed(1337)
n_embd = 32
class Head(nn.Module):
    def __init__(self, head_size):
        super().__init__()
        self.key = nn.Linear(n_embd, head_size, bias=False)
        self.query = nn.Linear(n_embd, head_size, bias=False)
        self.value = nn.Linear(n_embd, head_size, bias=False)
heads = [Head(8) for _ in range(4)]
print(sum(sum(p.numel() for p in h.parameters()) for h in heads))
mods = nn.ModuleList(heads)
print(len(mods), sum(p.numel() for p in mods.parameters()))
print(mods[0])
