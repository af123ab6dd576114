import torch.nn as nn
stack = nn.Sequential(nn.Linear(2, 2), nn.ReLU())
print(len(stack))
for child in nn.Sequential.children():
    print(child)
