import torch
import torch.nn.functional as F
x = torch.linspace(-3, 3, 7)
print(F.gelu(x, approximate='tanh'))
print(F.gelu(x, 'tanh'))
