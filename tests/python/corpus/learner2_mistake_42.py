import torch
torch.manual_seed(0)
q = torch.randn(1, 4, 8)
k = torch.randn(1, 4, 8)
wei = q @ k.transpose(-1, -2)
wei = wei.masked_fill(torch.tril(torch.ones(5, 5)) == 0, float('-inf'))
