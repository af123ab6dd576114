import torch
print(torch.softmax(torch.arange(5), dim=0))
