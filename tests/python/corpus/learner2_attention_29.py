import torch
import torch.nn.functional as F
torch.manual_seed(3)
T = 6
wei = torch.randn(T, T)
wei = wei.masked_fill(torch.tril(torch.ones(T, T)) == 0, float('-inf'))
p = F.softmax(wei, dim=-1)
print(p.max(dim=-1))
entropy = -(p * torch.log(p + 1e-9)).sum(-1)
print(entropy)
print(p[3].sum().item())
