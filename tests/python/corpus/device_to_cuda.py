# A learner copies .to('cuda') from a GPU tutorial.
import torch
import torch.nn as nn

layer = nn.Linear(8, 2)
print(layer.to('cpu') is layer)
layer = layer.to('cuda')
