import torch
import torch.nn as nn


class Head(nn.Module):
    def __init__(self):
        super().__init__()
        self.key = nn.Linear(4, 2)

    def foward(self, x):
        return self.key(x)


head = Head()
print(head)
out = head(torch.ones(1, 4))
