import torch
import torch.nn as nn
torch.manual_seed(1337)
emb = nn.Embedding(5, 3)
print(emb.weight)
idx = torch.tensor([[0, 4], [2, 2]])
out = emb(idx)
print(out.shape)
print(out[1])
print(emb.num_embeddings, emb.embedding_dim)
