import torch
import torch.nn.functional as F

torch.manual_seed(1337)
vocab_size, n_embd = 65, 8
table = torch.randn(vocab_size, n_embd)
idx = torch.tensor([[1, 2, 3], [4, 5, 64]])
emb = F.embedding(idx, table)
print(emb.shape)
print(emb[1, 2])
print(torch.equal(emb[1, 2], table[64]))
print(F.embedding(torch.tensor(3), table))
print(F.embedding(torch.tensor([0, 0, 1]), table)[:, :3])
print(torch.embedding(table, torch.tensor([2]))[0, :4])
w = torch.randn(4, 3, requires_grad=True)
print(F.embedding(torch.tensor([[0, 3]]), w))
print(F.embedding(torch.tensor([1]), torch.tensor([[1, 2], [3, 4]])))
print(F.embedding(torch.tensor([], dtype=torch.long), table))
print(F.embedding(torch.tensor([2]), w, padding_idx=0))
print(F.embedding(input=torch.tensor([1]), weight=w, padding_idx=-4, sparse=True))
