# Found by the byte-level campaign: a chained assignment stored an instance on torch's own class (class -> instance
# -> class), which outlived the run and leaked. Changing a class the runtime shares between runs is refused now.
import torch
import torch.nn as nn
net = nn.Sequential(nn.Linear(2, 2))
print(type(net).__name__)
out = nn.Sequential.kept = nn.Sequential(nn.Linear(2, 2))
