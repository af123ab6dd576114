import torch
import torch.nn as nn
torch.manual_seed(1337)
n_embd = 32

class FeedForward(nn.Module):
    """ a simple linear layer followed by a non-linearity """
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
print(ff)
ff.eval()
x = torch.randn(1, 3, n_embd)
print(ff(x)[0, :, :4])
print(sum(p.numel() for p in ff.parameters()))
