#@title Attention scores: how much each token listens to the others
#@markdown A head turns every token into a **query** (what it looks for) and a **key** (what it offers).
#@markdown The score of token *t* for token *s* is the dot product of *t*'s query with *s*'s key,
#@markdown divided by the square root of `head_size` so that the scores keep a steady spread as heads grow.
#@markdown With `causal` on, a token may not look ahead: the scores above the diagonal become `-inf`
#@markdown before `softmax`, which then gives them weight 0. Each row of `wei` sums to 1.
import torch
import torch.nn as nn
from torch.nn import functional as F

seed = 1337  #@param {type:"integer"}
T = 6  #@param {type:"slider", min:2, max:16, step:1}
n_embd = 32  #@param {type:"slider", min:8, max:128, step:8}
head_size = 16  #@param {type:"slider", min:4, max:64, step:4}
causal = True  #@param {type:"boolean"}
scale = True  #@param {type:"boolean"}

torch.manual_seed(seed)
x = torch.randn(1, T, n_embd)
key = nn.Linear(n_embd, head_size, bias=False)
query = nn.Linear(n_embd, head_size, bias=False)
value = nn.Linear(n_embd, head_size, bias=False)
k = key(x)
q = query(x)
v = value(x)

scores = q @ k.transpose(-2, -1)
if scale:
    scores = scores * head_size ** -0.5
if causal:
    tril = torch.tril(torch.ones(T, T))
    scores = scores.masked_fill(tril == 0, float('-inf'))
wei = F.softmax(scores, dim=-1)
out = wei @ v

print("weights of the last token:", wei[0, -1])
print("each row sums to 1:", torch.allclose(wei.sum(-1), torch.ones(1, T)))
print("out:", out.shape)
#@show x, q, k, scores, wei, out
#@check
assert wei.shape == (1, T, T), "wei has one row and one column per token"
assert torch.allclose(wei.sum(-1), torch.ones(1, T)), "every row of wei is a set of weights that sums to 1"
assert out.shape == (1, T, head_size), "out has one head_size vector per token"
print("check passed")
