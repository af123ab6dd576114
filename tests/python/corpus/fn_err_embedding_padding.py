import torch
import torch.nn.functional as F

print(F.embedding(torch.tensor([1]), torch.randn(3, 2), padding_idx=3))
