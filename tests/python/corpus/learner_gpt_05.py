import torch
import torch.nn as nn
torch.manual_seed(1337)
vocab_size = 65
n_embd = 32
block_size = 8
token_embedding_table = nn.Embedding(vocab_size, n_embd)
position_embedding_table = nn.Embedding(block_size, n_embd)
idx = torch.tensor([[1, 5, 9, 2], [3, 3, 0, 64]])
B, T = idx.shape
tok_emb = token_embedding_table(idx)
pos_emb = position_embedding_table(torch.arange(T))
x = tok_emb + pos_emb
print(tok_emb.shape, pos_emb.shape, x.shape)
print(x[1, 3, :5])
print(token_embedding_table)
