#@title Queries, keys and values: one token, three roles
#@markdown An attention head reads every token vector three times, through three `nn.Linear` layers.
#@markdown The **query** says what a token is looking for, the **key** what it offers to the others,
#@markdown and the **value** the content it hands over when another token attends to it.
#@markdown Each layer shrinks the `n_embd` features of a token to `head_size = n_embd // n_head` numbers;
#@markdown the batch and time axes pass through untouched. The three weight matrices differ,
#@markdown so the same row of `x` gives three different rows in `q`, `k` and `v`.
import torch
from torch import nn

seed = 42  #@param {type:"integer"}
T = 4  #@param {type:"slider", min:1, max:64, step:1}
n_embd = 128  #@param {type:"slider", min:16, max:1024, step:16}
n_head = 4  #@param {type:"slider", min:1, max:16, step:1}
bias = False  #@param {type:"boolean"}
head_size = n_embd // n_head

torch.manual_seed(seed)
# One window of T tokens, already embedded as vectors of n_embd numbers.
x = torch.randn(1, T, n_embd)
query = nn.Linear(n_embd, head_size, bias=bias)
key = nn.Linear(n_embd, head_size, bias=bias)
value = nn.Linear(n_embd, head_size, bias=bias)
q = query(x)
k = key(x)
v = value(x)
W_q = query.weight
W_k = key.weight
W_v = value.weight

print("x shape:", tuple(x.shape))
print("q shape:", tuple(q.shape))
print("k shape:", tuple(k.shape))
print("v shape:", tuple(v.shape))
print("q row 0, first 4:", [round(n, 2) for n in q[0, 0, :4].tolist()])
print("k row 0, first 4:", [round(n, 2) for n in k[0, 0, :4].tolist()])
print("v row 0, first 4:", [round(n, 2) for n in v[0, 0, :4].tolist()])
#@show x, W_q, W_k, W_v, q, k, v
#@check
assert q.shape == (1, T, head_size), "q has one head_size vector per token"
assert k.shape == q.shape and v.shape == q.shape, "k and v have the shape of q"
assert W_q.shape == (head_size, n_embd), "a projection's weight has one row per output and one column per input"
assert not torch.equal(q, k), "the query and key layers hold different weights, so q and k differ"
print("check passed")
