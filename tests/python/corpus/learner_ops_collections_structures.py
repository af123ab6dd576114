import torch
from collections import namedtuple, deque, OrderedDict
import collections

Config = namedtuple('Config', ['n_embd', 'n_head', 'block_size'])
cfg = Config(n_embd=32, n_head=4, block_size=8)
print(cfg)
print(cfg.n_embd // cfg.n_head, cfg._fields, cfg._asdict())
bigger = cfg._replace(n_embd=64)
print(bigger, cfg == bigger, type(cfg).__name__)
n_embd, n_head, block_size = cfg
print(n_embd, n_head, block_size)

context = deque(maxlen=cfg.block_size)
for token in [5, 3, 9, 1, 7, 2, 8, 6, 4, 0]:
    context.append(token)
print(context, len(context), context.maxlen)
print(torch.tensor(list(context)))
context.appendleft(99)
print(context.popleft(), context.pop(), context)

losses = collections.deque([2.5, 2.1, 1.9])
losses.append(1.7)
print(sum(losses) / len(losses), losses[0], losses[-1])

layers = OrderedDict()
layers['wte'] = torch.zeros(2)
layers['wpe'] = torch.ones(2)
print(list(layers), layers)
