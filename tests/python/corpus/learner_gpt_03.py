import torch
import torch.nn as nn
torch.manual_seed(1337)
n_embd = 32

class FeedForward(nn.Module):
    def __init__(self, n_embd):
        super().__init__()
        self.net = nn.Sequential(
            nn.Linear(n_embd, 4 * n_embd),
            nn.ReLU(),
            nn.Linear(4 * n_embd, n_embd),
            nn.Dropout(0.2),
        )

    def forward(self, x):
        return self.net(x)

ff = FeedForward(n_embd)
ff.eval()
x = torch.randn(1, 3, n_embd)
print(ff(x)[0, :, :4])
print(ff)
print(f"{sum(p.numel() for p in ff.parameters())/1e3:.1f}K parameters")
