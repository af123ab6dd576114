import torch
import torch.nn as nn
torch.manual_seed(0)
head = nn.Linear(16, 4, bias=False)
x = torch.randn(3, 16)
print(head(x).T)
print(head.weight.T.shape)
print(head.weight @ x.T == head(x).T)
print(torch.allclose(head.weight @ x.T, head(x).T))
