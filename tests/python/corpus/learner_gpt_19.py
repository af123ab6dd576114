import torch
import torch.nn as nn
torch.manual_seed(1337)
class Head(nn.Module):
    def __init__(self, head_size, n_embd=32):
        super().__init__()
        self.key = nn.Linear(n_embd, head_size, bias=False)
        self.query = nn.Linear(n_embd, head_size, bias=False)
        self.value = nn.Linear(n_embd, head_size, bias=False)
heads = [Head(8) for _ in range(4)]
print(sum(p.numel() for h in heads for p in h.parameters()))
mh = nn.ModuleList(heads)
print(len(list(mh.parameters())))
print(mh[1].key.weight.shape)
for name, p in mh.named_parameters():
    if name.startswith("0."):
        print(name, list(p.shape))
