import torch
x = torch.randn(2, 4)
try:
    y = x.view(3, 3)
except RuntimeError as e:
    print("oops:", e)
print(x.reshape(4, 2).shape)
z = x.T.view(8)
