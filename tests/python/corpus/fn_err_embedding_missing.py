import torch
import torch.nn.functional as F

print(F.embedding())
