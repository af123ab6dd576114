import torch
q = torch.randn(4, 8)
k = torch.randn(8, 4)
print(torch.bmm(q, k))
