import torch
import torch.nn.functional as F
x = torch.randn(2, 3)
print(F.softmax(x, dim=2))
