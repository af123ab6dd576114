import torch
import torch.nn.functional as F
torch.manual_seed(1337)
torch.set_printoptions(precision=8)
T = 9
scores = torch.randn(T, T) * 2
tril = torch.tril(torch.ones(T, T))
wei = F.softmax(scores.masked_fill(tril == 0, float('-inf')), dim=-1)
print(wei)
print(wei.sum(dim=-1))
print(torch.log_softmax(scores, dim=0)[:, :3])
print(scores.mean(), scores.std(), scores.var(0), scores.norm(dim=-1))
