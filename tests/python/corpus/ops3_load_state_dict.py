import torch
import torch.nn as nn
torch.manual_seed(3)
# state_dict() round trips through load_state_dict, strict and not, and the errors of a checkpoint that does not fit
class Attention(nn.Module):
    def __init__(self, n_embd, head_size):
        super().__init__()
        self.query = nn.Linear(n_embd, head_size, bias=False)
        self.key = nn.Linear(n_embd, head_size, bias=False)
        self.register_buffer('tril', torch.tril(torch.ones(3, 3)))
        self.proj = nn.Sequential(nn.Linear(head_size, n_embd), nn.Dropout(0.0))
    def forward(self, x):
        return self.proj(self.query(x) @ self.key(x).transpose(-2, -1))
a = Attention(6, 3)
b = Attention(6, 3)
x = torch.randn(1, 3, 6)
print(torch.equal(a.query.weight, b.query.weight))
weight = b.query.weight
result = b.load_state_dict(a.state_dict())
print(result, result.missing_keys, result.unexpected_keys)
print(torch.equal(a.query.weight, b.query.weight), weight is b.query.weight, b.query.weight.requires_grad)
print(torch.equal(a(x), b(x)), list(b.state_dict()))
sd = a.state_dict()
del sd['tril']
sd['head.weight'] = torch.zeros(2)
print(b.load_state_dict(sd, strict=False))
lin = nn.Linear(4, 2)
print(lin.load_state_dict({'weight': torch.ones(2, 4), 'bias': torch.tensor([1, 2])}), lin.bias)
for bad in [{'weight': torch.ones(2, 4)},
            {'weight': torch.ones(2, 4), 'bias': torch.zeros(2), 'scale': 1, 'shift': torch.ones(2)},
            {'weight': torch.ones(4, 2), 'bias': torch.zeros(2)},
            {'bias': torch.zeros(3), 'other': torch.ones(1)},
            {'weight': 0.5, 'bias': torch.zeros(2)},
            [torch.ones(2, 4)]]:
    try:
        lin.load_state_dict(bad)
    except Exception as e:
        print(type(e).__name__, e)
try:
    b.load_state_dict(sd)
except RuntimeError as e:
    print(e)
