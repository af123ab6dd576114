import torch
x = torch.randn(4, 4)
wei = torch.tril(x)
wei = wei.masked_fill(wei == 0, float('-inf'))
print(wei.softmax())
