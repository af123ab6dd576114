import torch
import torch.nn as nn
torch.manual_seed(1337)
class Head(nn.Module):
    def __init__(self, n_embd, head_size):
        super().__init__()
        self.key = nn.Linear(n_embd, head_size, bias=False)
        self.query = nn.Linear(n_embd, head_size, bias=False)
    def forward(self, x):
        k = self.key(x)
        q = self.query(x)
        return q @ k.transpose(-2, -1)
h = Head(8, 4)
x = torch.randn(2, 3, 8)
scores = h(x)
print(scores.shape)
print(scores)
print(isinstance(h, nn.Module), isinstance(h.key, nn.Linear))
print(type(h).__name__, h.__class__.__name__)
