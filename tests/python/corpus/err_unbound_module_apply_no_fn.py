import torch.nn as nn
print("applying")
nn.Module.apply()
