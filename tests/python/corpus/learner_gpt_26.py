import torch
import torch.nn as nn
torch.manual_seed(1337)
n_embd = 32
class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = nn.Sequential(*[nn.Linear(n_embd, n_embd) for _ in range(3)])
        self.ln_f = nn.LayerNorm(n_embd)
    def forward(self, x):
        return self.ln_f(self.blocks(x))
m = Model()
print(sum(p.numel() for p in m.parameters())/1e6, 'M parameters')
print(m(torch.randn(1, 2, n_embd))[0, :, :3])
print(len(m.state_dict()), list(m.state_dict())[:3])
