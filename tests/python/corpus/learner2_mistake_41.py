import torch
import torch.nn.functional as F
torch.manual_seed(0)
x = torch.randn(2, 3)
print(F.softmax(x))
