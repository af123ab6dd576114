import torch
import torch.nn as nn
import torch.nn.init as init
from torch.nn.init import xavier_uniform_

torch.manual_seed(0)
w = torch.empty(3, 5)
print(nn.init.uniform_(w))
print(nn.init.uniform_(w, -0.1, 0.2))
print(nn.init.normal_(w))
print(nn.init.normal_(w, mean=1.0, std=0.02))
print(nn.init.normal_(torch.empty(40), 0.5, 3.0)[-5:])
print(nn.init.constant_(w, 0.3))
print(nn.init.zeros_(torch.empty(2)), nn.init.ones_(torch.empty(2, 2)))
print(nn.init.xavier_uniform_(torch.empty(4, 6)))
print(nn.init.xavier_normal_(torch.empty(17, 3), gain=2.0))
print(nn.init.kaiming_uniform_(torch.empty(3, 7), a=5 ** 0.5))
print(nn.init.kaiming_normal_(torch.empty(5, 9), mode='fan_out', nonlinearity='relu'))
print(nn.init.kaiming_uniform_(torch.empty(2, 3, 4)))
print(init.zeros_(torch.empty(3)), xavier_uniform_(torch.empty(2, 2)))
print(nn.init.calculate_gain('tanh'), nn.init.calculate_gain('relu'), nn.init.calculate_gain('leaky_relu', 0.2),
      nn.init.calculate_gain('linear'), nn.init.calculate_gain('selu'))
x = torch.empty(6)
print(x.uniform_(-1, 1))
print(x.normal_())
print(torch.empty(20).normal_(2.0, 0.5))
for call in [lambda: nn.init.xavier_uniform_(torch.empty(5)), lambda: nn.init.kaiming_normal_(torch.empty(2, 2), mode='fan'),
             lambda: nn.init.calculate_gain('gelu'), lambda: nn.init.normal_(torch.empty(2), std=-1.0)]:
    try:
        print(call())
    except (ValueError, RuntimeError) as e:
        print(type(e).__name__ + ":", e)


class Block(nn.Module):
    def __init__(self, n_embd):
        super().__init__()
        self.proj = nn.Linear(n_embd, 4 * n_embd)
        self.out = nn.Linear(4 * n_embd, n_embd, bias=False)
        self.emb = nn.Embedding(11, n_embd)

    def forward(self, x):
        return self.out(self.proj(x))


class Tiny(nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = nn.Sequential(Block(6), Block(6))
        self.head = nn.Linear(6, 3)
        self.apply(self._init_weights)

    def forward(self, x):
        return self.head(self.blocks(x))

    def _init_weights(self, module):
        if isinstance(module, nn.Linear):
            torch.nn.init.normal_(module.weight, mean=0.0, std=0.02)
            if module.bias is not None:
                torch.nn.init.zeros_(module.bias)
        elif isinstance(module, nn.Embedding):
            torch.nn.init.normal_(module.weight, mean=0.0, std=0.02)


model = Tiny()
print(model.head.weight)
print(model.head.bias)
print(model.blocks[1].emb.weight[:2])
print(model.blocks[0].out.weight[0])
visited = []
print(model.apply(lambda m: visited.append(type(m).__name__)) is model)
print(visited)
print(model(torch.ones(2, 6)))
