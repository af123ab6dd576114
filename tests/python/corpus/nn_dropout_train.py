import torch
import torch.nn as nn

torch.manual_seed(1337)
n_embd = 16
block_size = 8
dropout = 0.2


class Head(nn.Module):
    def __init__(self, head_size):
        super().__init__()
        self.key = nn.Linear(n_embd, head_size, bias=False)
        self.query = nn.Linear(n_embd, head_size, bias=False)
        self.value = nn.Linear(n_embd, head_size, bias=False)
        self.register_buffer('tril', torch.tril(torch.ones(block_size, block_size)))
        self.dropout = nn.Dropout(dropout)

    def forward(self, x):
        B, T, C = x.shape
        k = self.key(x)
        q = self.query(x)
        wei = q @ k.transpose(-2, -1) * C**-0.5
        wei = wei.masked_fill(self.tril[:T, :T] == 0, float('-inf'))
        wei = torch.softmax(wei, dim=-1)
        wei = self.dropout(wei)
        return wei @ self.value(x)


head = Head(4)
x = torch.randn(2, block_size, n_embd)
print(head.training)
out_train = head(x)
print(out_train[0])
head.eval()
out_eval = head(x)
print(out_eval[0])
print(torch.equal(out_train, out_eval))
drop = nn.Dropout(0.5)
y = drop(torch.ones(3, 5))
print(y)
print(torch.randn(3))
print(nn.Dropout(1.0)(torch.ones(4)))
