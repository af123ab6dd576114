import torch
import torch.nn as nn
from torch.nn import functional as F
torch.manual_seed(1337)
class Head(nn.Module):
    def __init__(self, n_embd, head_size):
        super().__init__()
        self.key = nn.Linear(n_embd, head_size, bias=False)
        self.query = nn.Linear(n_embd, head_size, bias=False)
        self.value = nn.Linear(n_embd, head_size, bias=False)
    def forward(self, x, mask=True):
        B, T, C = x.shape
        w = self.query(x) @ self.key(x).transpose(-2, -1) * self.key.out_features ** -0.5
        if mask:
            w = w.masked_fill(torch.tril(torch.ones(T, T)) == 0, float('-inf'))
        return F.softmax(w, -1) @ self.value(x), w
h = Head(16, 4)
x = torch.randn(1, 3, 16)
out, w = h(x)
print(w)
out2, w2 = h(x, mask=False)
print(w2)
print(out - out2)
