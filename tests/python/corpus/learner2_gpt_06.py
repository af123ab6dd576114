import torch
import torch.nn as nn
torch.manual_seed(1337)
vocab_size = 65
n_embd = 32
block_size = 8
token_embedding_table = nn.Embedding(vocab_size, n_embd)
position_embedding_table = nn.Embedding(block_size, n_embd)
idx = torch.randint(0, vocab_size, (2, block_size))
print(idx)
tok_emb = token_embedding_table(idx)
pos_emb = position_embedding_table(torch.arange(block_size))
x = tok_emb + pos_emb
print(x.shape)
print(x[0, 0, :5])
print(token_embedding_table)
