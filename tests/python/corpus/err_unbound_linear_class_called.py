import torch
import torch.nn as nn
m = nn.Linear
print(m.__name__)
out = m(3)
print(out)
