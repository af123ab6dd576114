import torch
wei = torch.randn(2, 4, 4)
print(torch.softmax(wei, dim=3))
