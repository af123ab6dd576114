import torch
import torch.nn as nn

torch.manual_seed(1337)


class Head(nn.Module):
    def __init__(self, n_embd, head_size):
        super().__init__()
        self.key = nn.Linear(n_embd, head_size, bias=False)
        self.query = nn.Linear(n_embd, head_size, bias=False)
        self.value = nn.Linear(n_embd, head_size, bias=False)


h = Head(32, 16)
print(h.key.weight[0, :4])
print(h.query.weight[0, :4])
print(h.value.weight[-1, -4:])
after = torch.randn(3)
print(after)
h2 = Head(8, 4)
print(torch.equal(h2.key.weight, h2.query.weight))
print(h2.state_dict()['value.weight'])
