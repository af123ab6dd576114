import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(7)
vocab = ["cat", "dog", "car", "bus", "tree"]
emb = nn.Embedding(len(vocab), 16)
vectors = emb.weight.detach()
cat, dog = vectors[0], vectors[1]
print(F.cosine_similarity(cat, dog, dim=0))
print(torch.dot(cat, dog) / (cat.norm() * dog.norm()))
sims = F.cosine_similarity(vectors[0:1], vectors, dim=-1)
print(sims)
best = sims.topk(3)
print([vocab[i] for i in best.indices.tolist()])
table = F.cosine_similarity(vectors[:, None, :], vectors[None, :, :], dim=-1)
print(table)
unit = F.normalize(vectors, dim=-1)
print(unit.norm(dim=-1))
print(unit @ unit.T - table)
cos = nn.CosineSimilarity(dim=1)
print(cos, cos(vectors[:2], vectors[2:4]))
