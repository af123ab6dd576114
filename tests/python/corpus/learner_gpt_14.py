import torch
import torch.nn as nn
torch.manual_seed(1337)
emb = nn.Embedding(10, 3)
print(emb.weight)
print(emb(torch.tensor([0, 9, 9])))
print(emb(torch.tensor([[1, 2], [3, 4]])).shape)
