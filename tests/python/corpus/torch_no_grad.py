import torch
torch.manual_seed(0)
x = torch.ones(2, 3)
with torch.no_grad():
    y = x * 2
    print(y)
print(y.shape)
