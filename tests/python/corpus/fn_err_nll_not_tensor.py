import torch
import torch.nn.functional as F

print(F.nll_loss(3, torch.tensor([1])))
