import torch
import torch.nn as nn
import torch.nn.functional as F
torch.manual_seed(1337)
class MultiHead(nn.Module):
    def __init__(self, n_heads, n_embd):
        super().__init__()
        self.n_heads = n_heads
        self.qkv = nn.Linear(n_embd, 3 * n_embd, bias=False)
    def forward(self, x):
        B, T, C = x.shape
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        q = q.view(B, T, self.n_heads, -1).transpose(1, 2)
        k = k.view(B, T, self.n_heads, -1).transpose(1, 2)
        v = v.view(B, T, self.n_heads, -1).transpose(1, 2)
        att = q @ k.transpose(-2, -1) / (k.shape[-1] ** 0.5)
        mask = torch.tril(torch.ones(T, T)).view(1, 1, T, T)
        att = att.masked_fill(mask == 0, float('-inf'))
        att = F.softmax(att, dim=-1)
        return (att @ v).transpose(1, 2).reshape(B, T, C)
m = MultiHead(2, 8)
out = m(torch.randn(1, 3, 8))
print(out)
print(out.shape)
