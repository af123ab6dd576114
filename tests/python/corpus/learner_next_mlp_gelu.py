import torch
import torch.nn as nn
torch.manual_seed(1337)
n_embd = 16
# the feed-forward block of a transformer, written with GELU as GPT-2 does
class FeedForward(nn.Module):
    def __init__(self, n_embd):
        super().__init__()
        self.net = nn.Sequential(
            nn.Linear(n_embd, 4 * n_embd),
            nn.GELU(),
            nn.Linear(4 * n_embd, n_embd),
        )

    def forward(self, x):
        return self.net(x)

ff = FeedForward(n_embd)
print(ff)
x = torch.randn(2, 5, n_embd)
out = ff(x)
print(out.shape)
print(out[0, :2])
print(out.sum().item(), out.abs().max().item())
tanh_ff = nn.Sequential(nn.Linear(n_embd, 8), nn.GELU(approximate='tanh'))
print(tanh_ff)
print(tanh_ff(x)[1, -1])
