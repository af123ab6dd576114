import torch
import torch.nn as nn
import torch.nn.functional as F
torch.manual_seed(1337)
class MultiHead(nn.Module):
    def __init__(self, n_embd, n_head):
        super().__init__()
        self.n_head = n_head
        self.qkv = nn.Linear(n_embd, 3 * n_embd, bias=False)
    def forward(self, x):
        B, T, C = x.shape
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        q = q.view(B, T, self.n_head, -1).permute(0, 2, 1, 3)
        k = k.view(B, T, self.n_head, -1).permute(0, 2, 1, 3)
        v = v.view(B, T, self.n_head, -1).permute(0, 2, 1, 3)
        att = q @ k.transpose(-1, -2) / (C // self.n_head) ** 0.5
        mask = torch.triu(torch.ones(T, T, dtype=torch.bool), 1)
        att = att.masked_fill(mask, float('-inf')).softmax(-1)
        return (att @ v).permute(0, 2, 1, 3).reshape(B, T, C)
m = MultiHead(12, 3)
out = m(torch.randn(1, 4, 12))
print(out)
print(m)
