import torch
import torch.nn.functional as F
print(F.cross_entropy(torch.randn(4, 5), torch.tensor([1, 2, 3])))
