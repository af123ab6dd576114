import torch
import torch.nn as nn


class Head(nn.Module):
    def __init__(self, head_size):
        super().__init__()
        self.query = nn.Linear(8, head_size, bias=False)
        self.register_buffer('tril', torch.tril(torch.ones(4, 4)))

    def forward(self, x):
        return self.querry(x)


head = Head(4)
print(head.query)
print(head.tril.shape)
head(torch.ones(2, 8))
