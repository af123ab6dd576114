import torch
import torch.nn as nn
print(torch.zeros(1))
nn.Module.register_buffer()
