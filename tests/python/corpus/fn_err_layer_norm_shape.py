import torch
import torch.nn.functional as F

x = torch.randn(2, 4, 8)
print(F.layer_norm(x, (4,)))
