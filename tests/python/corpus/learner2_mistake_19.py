import torch
from torch import nn
emb = nn.Embedding(10, 4)
print(emb(torch.tensor([3, 12])))
