import torch
from torch import nn
n_embd = 128
n_head = 5
head_size = n_embd / n_head
proj = nn.Linear(head_size, n_embd)
