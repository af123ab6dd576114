#@title Multi-head attention: several small heads side by side
#@markdown One head looks at the tokens in one way. **Multi-head attention** runs `n_head` heads at once, each
#@markdown with `head_size = n_embd // n_head`, concatenates what they return along the last dimension, and mixes
#@markdown the result with one more linear layer, the **projection**. The heads share nothing but their input,
#@markdown so each learns its own notion of which tokens matter.
import torch
import torch.nn as nn
from torch.nn import functional as F

seed = 7  #@param {type:"integer"}
T = 8  #@param {type:"slider", min:2, max:16, step:1}
n_embd = 32  #@param {type:"slider", min:8, max:128, step:8}
n_head = 4  #@param [1, 2, 4, 8]

head_size = n_embd // n_head


class Head(nn.Module):
    def __init__(self):
        super().__init__()
        self.key = nn.Linear(n_embd, head_size, bias=False)
        self.query = nn.Linear(n_embd, head_size, bias=False)
        self.value = nn.Linear(n_embd, head_size, bias=False)
        self.register_buffer('tril', torch.tril(torch.ones(T, T)))

    def forward(self, x):
        k = self.key(x)
        q = self.query(x)
        wei = q @ k.transpose(-2, -1) * head_size ** -0.5
        wei = wei.masked_fill(self.tril == 0, float('-inf'))
        wei = F.softmax(wei, dim=-1)
        return wei @ self.value(x)


class MultiHeadAttention(nn.Module):
    def __init__(self):
        super().__init__()
        self.heads = nn.ModuleList([Head() for _ in range(n_head)])
        self.proj = nn.Linear(n_embd, n_embd)

    def forward(self, x):
        joined = torch.cat([head(x) for head in self.heads], dim=-1)
        return self.proj(joined)


torch.manual_seed(seed)
x = torch.randn(2, T, n_embd)
attention = MultiHeadAttention()
joined = torch.cat([head(x) for head in attention.heads], dim=-1)
out = attention(x)

print("head_size:", head_size)
print("parameters:", sum(p.numel() for p in attention.parameters()))
print("joined:", joined.shape, "out:", out.shape)
print("first token, first batch:", out[0, 0, :4])
#@show x, joined, out
#@check
assert n_embd % n_head == 0, "n_embd must split evenly into n_head heads"
assert joined.shape == (2, T, n_embd), "the heads together give back n_embd features per token"
assert out.shape == x.shape, "multi-head attention keeps the shape of its input"
print("check passed")
