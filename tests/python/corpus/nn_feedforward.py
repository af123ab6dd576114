import torch
import torch.nn as nn

torch.manual_seed(1337)
n_embd = 12
dropout = 0.0


class FeedForward(nn.Module):
    """ a simple linear layer followed by a non-linearity """

    def __init__(self, n_embd):
        super().__init__()
        self.net = nn.Sequential(
            nn.Linear(n_embd, 4 * n_embd),
            nn.ReLU(),
            nn.Linear(4 * n_embd, n_embd),
            nn.Dropout(dropout),
        )

    def forward(self, x):
        return self.net(x)


ffwd = FeedForward(n_embd)
print(ffwd)
x = torch.randn(2, 3, n_embd)
y = ffwd(x)
print(y.shape)
print(y[0])
hidden = ffwd.net[1](ffwd.net[0](x))
print((hidden == 0).sum().item(), hidden.numel())
print(torch.equal(ffwd.net[2](hidden), y))
residual = x + ffwd(x)
print(residual[1, -1])
