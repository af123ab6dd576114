import torch
torch.manual_seed(1)
B, T, C = 2, 4, 12
n_head = 3
x = torch.randn(B, T, C)
q = x.view(B, T, n_head, C / n_head)
