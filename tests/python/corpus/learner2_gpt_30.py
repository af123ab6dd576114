import torch
import torch.nn as nn
torch.manual_seed(1337)
class Head(nn.Module):
    def __init__(self, head_size, n_embd=32, block_size=8, dropout=0.1):
        super().__init__()
        self.key = nn.Linear(n_embd, head_size, bias=False)
        self.query = nn.Linear(n_embd, head_size, bias=False)
        self.value = nn.Linear(n_embd, head_size, bias=False)
        self.register_buffer('tril', torch.tril(torch.ones(block_size, block_size)))
        self.dropout = nn.Dropout(dropout)
h = Head(8)
print(h)
print(h.state_dict().keys())
print(h.tril.dtype, h.tril.requires_grad)
print(len(list(h.buffers())), len(list(h.children())), len(list(h.modules())))
