import torch.nn as nn


class FeedForward(nn.Module):
    def __init__(self, n_embd):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(n_embd, 4 * n_embd), nn.ReLU())
        self.n_embd = n_embd


ff = FeedForward(4)
print(ff.n_embd)
print(ff.nett)
