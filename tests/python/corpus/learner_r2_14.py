import torch
from torch import nn
torch.manual_seed(42)
emb = nn.Embedding(5, 3)
x = torch.tensor([4, 4, 0])
print(emb(x))
print(emb.weight[4])
print(emb.weight.shape, emb.num_embeddings, emb.embedding_dim)
print(emb)
