import torch
import torch.nn as nn

torch.manual_seed(0)


class Head(nn.Module):
    def __init__(self, n_embd, head_size):
        super().__init__()
        self.key = nn.Linear(n_embd, head_size, bias=False)

    def forward(self, x):
        return self.key(x)


head = Head(32, 16)
x = torch.randn(4, 8, 16)
print(x.shape)
k = head(x)
