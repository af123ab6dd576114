import torch
import torch.nn as nn


class FeedForward(nn.Module):
    def __init__(self, n_embd):
        super().__init__()
        self.net = nn.Sequential(
            nn.Linear(n_embd, 4 * n_embd),
            nn.ReLU(),
            nn.Linear(4 * n_embd, n_embd),
            nn.Dropout(0.1),
        )


ff = FeedForward(8)
print(ff.training, ff.net.training, ff.net[3].training)
result = ff.eval()
print(result is ff)
print(ff.training, ff.net.training, ff.net[3].training)
print(ff.train() is ff)
print(all(m.training for m in ff.modules()))
ff.net.eval()
print([m.training for m in ff.modules()])
ff.train(False)
print([m.training for m in ff.modules()])
try:
    ff.train(1)
except ValueError as e:
    print("ValueError:", e)
