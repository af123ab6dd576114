import torch
import torch.nn.functional as F

print(F.cross_entropy(torch.tensor([[1, 2, 3]]), torch.tensor([0])))
