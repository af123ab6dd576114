import torch
import torch.nn.functional as F

print(F.relu(torch.tensor([True, False])))
