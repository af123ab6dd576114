import torch
import torch.nn.functional as F
tokens = torch.tensor([[3, 1, 4], [1, 5, 9]])
print(torch.sigmoid(tokens))
print(F.silu(tokens))
