import torch.nn as nn
print("training starts")
nn.Module.train()
