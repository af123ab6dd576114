import torch
import torch.nn.functional as F

print(torch.relu(3))
