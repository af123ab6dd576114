#@title A transformer block: communication, then computation
#@markdown A **block** lets the tokens talk (multi-head self-attention) and then lets each token think on its own
#@markdown (a small feed-forward network, 4 times wider inside). Each part adds its result to what came in, a
#@markdown **residual** connection, and each reads a **LayerNorm**-ed copy of it, so every feature row has mean 0
#@markdown and variance 1 before it is used. Turn `residual` off to see how much of the input the block keeps.
import torch
import torch.nn as nn
from torch.nn import functional as F

seed = 42  #@param {type:"integer"}
T = 8  #@param {type:"slider", min:2, max:16, step:1}
n_embd = 32  #@param {type:"slider", min:8, max:64, step:8}
n_head = 4  #@param [1, 2, 4]
residual = True  #@param {type:"boolean"}
activation = "relu"  #@param ["relu", "gelu"]


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.ln1 = nn.LayerNorm(n_embd)
        self.qkv = nn.Linear(n_embd, 3 * n_embd, bias=False)
        self.proj = nn.Linear(n_embd, n_embd)
        self.ln2 = nn.LayerNorm(n_embd)
        self.ffwd = nn.Sequential(
            nn.Linear(n_embd, 4 * n_embd),
            nn.ReLU() if activation == "relu" else nn.GELU(),
            nn.Linear(4 * n_embd, n_embd),
        )
        self.register_buffer('tril', torch.tril(torch.ones(T, T)))

    def attend(self, x):
        B, T_, C = x.shape
        q, k, v = self.qkv(x).split(n_embd, dim=-1)
        head_size = C // n_head
        q = q.view(B, T_, n_head, head_size).transpose(1, 2)
        k = k.view(B, T_, n_head, head_size).transpose(1, 2)
        v = v.view(B, T_, n_head, head_size).transpose(1, 2)
        wei = q @ k.transpose(-2, -1) * head_size ** -0.5
        wei = wei.masked_fill(self.tril == 0, float('-inf'))
        wei = F.softmax(wei, dim=-1)
        joined = (wei @ v).transpose(1, 2).contiguous().view(B, T_, C)
        return self.proj(joined)

    def forward(self, x):
        talked = self.attend(self.ln1(x))
        x = x + talked if residual else talked
        thought = self.ffwd(self.ln2(x))
        return x + thought if residual else thought


torch.manual_seed(seed)
x = torch.randn(1, T, n_embd)
block = Block()
normed = block.ln1(x)
y = block(x)

print("after ln1, first token: mean %.4f, std %.4f" % (normed[0, 0].mean().item(), normed[0, 0].std(unbiased=False).item()))
print("y:", y.shape)
print("y[0, -1, :5] =", y[0, -1, :5])
print("parameters:", sum(p.numel() for p in block.parameters()))
#@show x, normed, y
#@check
assert y.shape == x.shape, "a block keeps the shape of its input, so blocks can be stacked"
assert abs(normed[0, 0].mean().item()) < 1e-5, "LayerNorm gives each token's features mean 0"
print("check passed")
