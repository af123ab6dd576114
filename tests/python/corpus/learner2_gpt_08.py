import torch
import torch.nn as nn
torch.manual_seed(42)

class Head(nn.Module):
    def __init__(self, n_embd, head_size):
        super().__init__()
        self.key = nn.Linear(n_embd, head_size, bias=False)
        self.query = nn.Linear(n_embd, head_size, bias=False)
        self.value = nn.Linear(n_embd, head_size, bias=False)

h = Head(128, 32)
for name, p in h.named_parameters():
    print(f"{name:15s} {str(tuple(p.shape)):>10}")
print("total:", sum(p.numel() for p in h.parameters()))
print(len(list(h.parameters())))
print(h.training)
h.eval()
print(h.training)
