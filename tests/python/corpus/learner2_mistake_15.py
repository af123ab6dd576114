import torch
x = torch.randn(2, 3)
for i in range(3)
    print(x[:, i])
