import torch
from torch import nn
from torch.nn import functional as F
batch_size = 32
block_size = 64
n_embd = 128
n_head = 4
n_layer = 4
head_size = n_embd // n_head
torch.manual_seed(42)
# The Example's window of four tokens and its three layers.
x = torch.randn(1, 4, n_embd)
query = nn.Linear(n_embd, head_size, bias=False)
key = nn.Linear(n_embd, head_size, bias=False)
value = nn.Linear(n_embd, head_size, bias=False)
q = query(x)
k = key(x)
v = value(x)
# One score for every pair of tokens: how well query t matches key s.
scores = q @ k.transpose(-2, -1) * head_size**-0.5
# A token may look only at itself and at the tokens before it.
T = x.shape[1]
tril = torch.tril(torch.ones(T, T))
scores = scores.masked_fill(tril == 0, float("-inf"))
# Softmax turns each row of scores into weights that sum to 1.
wei = F.softmax(scores, dim=-1)
out = wei @ v
print("scores shape:", tuple(scores.shape))
print(wei)
print("row sums:", wei.sum(dim=-1))
print("out shape:", tuple(out.shape))
# Token 0 sees only itself, so its output is its own value.
print("out[0, 0] is v[0, 0]:", torch.equal(out[0, 0], v[0, 0]))
