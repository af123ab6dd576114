import torch
import torch.nn.functional as F

print(F.nll_loss(torch.randn(2, 5, 3), torch.zeros(2, 3)))
