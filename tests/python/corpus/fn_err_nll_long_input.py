import torch
import torch.nn.functional as F

print(F.nll_loss(torch.ones(2, 5, 3, dtype=torch.long), torch.zeros(2, 3, dtype=torch.long)))
