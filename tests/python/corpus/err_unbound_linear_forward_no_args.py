import torch.nn as nn
print("forward with nothing")
nn.Linear.forward()
