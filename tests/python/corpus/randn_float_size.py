# T / 2 is a float in Python 3.
import torch

T = 5
print(torch.randn(2, 3).shape)
noise = torch.randn(2, T / 2)
