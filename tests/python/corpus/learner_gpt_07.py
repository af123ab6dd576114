import torch
import torch.nn as nn
torch.manual_seed(0)

class Head(nn.Module):
    def __init__(self, n_embd, head_size, block_size):
        super().__init__()
        self.key = nn.Linear(n_embd, head_size, bias=False)
        self.query = nn.Linear(n_embd, head_size, bias=False)
        self.value = nn.Linear(n_embd, head_size, bias=False)
        self.register_buffer("tril", torch.tril(torch.ones(block_size, block_size)))

head = Head(64, 16, 8)
for name, p in head.named_parameters():
    print(name, p.shape)
for name, b in head.named_buffers():
    print(name, b.shape)
print(list(head.state_dict().keys()))
print(head.training)
head.eval()
print(head.training, head.key.training)
